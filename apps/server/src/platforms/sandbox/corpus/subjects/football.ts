import type { Piece, Subject } from '@/platforms/sandbox/corpus/subject';
import { footballMore } from '@/platforms/sandbox/corpus/subjects/more-a';
import { footballStories } from '@/platforms/sandbox/corpus/subjects/football-stories';
import {
  footballShorts,
  footballVideos,
} from '@/platforms/sandbox/corpus/subjects/football-videos';

/** Football: matches, transfers, tactics and the gallows humour of supporters. Fictional clubs. */
const posts: Piece[] = [
  {
    style: 'joke',
    title:
      'Supporting my club is like paying for a subscription to disappointment. Renewed for another season.',
  },
  {
    style: 'joke',
    title: 'Our keeper has kept more clean sheets in FIFA than in real life this year.',
  },
  {
    style: 'joke',
    title: 'Nothing unites a stadium like a referee who does not give a free kick to either side.',
  },
  {
    style: 'joke',
    title:
      'My wife asked if I love football more than her. I said we are not talking about this during the transfer window.',
  },
  { style: 'image', title: 'The away end at Westmoor last night, 3,000 of us in the rain' },
  { style: 'image', title: "My grandad's season ticket from 1968 next to mine" },
  { style: 'image', title: "Ruiz's save from the tenth penalty, from behind the goal" },
  { style: 'image', title: 'Tifo before kick-off at Almeira, took them three weeks to paint' },
  { style: 'video', title: 'Goal of the season contender: 35-yard volley into the top corner' },
  { style: 'video', title: 'Incredible goal-line clearance with the back of the heel' },
  { style: 'link', title: 'The data behind the rise of inverted full-backs' },
  {
    style: 'link',
    title: 'League confirms semi-automated offside for all grounds from next season',
  },
  {
    style: 'link',
    title: 'Ticket prices in the top flight have risen 40% in five years, survey finds',
  },
  {
    style: 'self',
    title: 'Took my daughter to her first match and she spent 90 minutes watching the mascot',
    body: 'We lost 2-0, it rained, and she does not know who scored. She says it was the best day ever because the mascot waved at her twice. She wants to go again next week. Honestly, she has the right idea about football.',
    replies: [
      'This is how it starts. In ten years she will be screaming at referees.',
      'The mascot waving is a core football memory, respect.',
    ],
  },
  {
    style: 'self',
    title: 'Why does nobody play with a proper number 10 anymore?',
    body: 'Everyone plays a double pivot and two wide forwards who cut inside. The classic playmaker behind the striker seems gone. Is it pressing? The pace of the game? Or do coaches just not trust one player to not defend?',
    replies: [
      'Pressing killed it. A 10 who does not press is a hole in your shape.',
      'They still exist, they just start on the wing and drift in.',
      '↳ The "free 8" is a 10 with a defensive job description.',
    ],
  },
  {
    style: 'self',
    title: 'Amateur ref here: AMA about Sunday league abuse',
    body: 'I have refereed Sunday league for nine years. Most weeks are fine. About once a month someone follows me to the car park. Ask me anything, and please be nicer to your local ref.',
    replies: [
      'Thank you for doing it. Without refs there is no grassroots football.',
      'What is the worst excuse a player has given you for a red card?',
      '↳ "I was going for the ball." He was going for the man\'s knee.',
    ],
  },
  {
    style: 'poll',
    title: 'Best time for kick-off?',
    options: ['Saturday 15:00', 'Saturday evening', 'Sunday afternoon', 'Midweek under the lights'],
  },
  {
    style: 'poll',
    title: 'Should VAR checks have a time limit?',
    options: ['Yes, 60 seconds', 'Yes, 2 minutes', 'No, get it right', 'Scrap VAR'],
  },
  {
    style: 'self',
    title: 'Daily discussion: what is the most underrated signing of the season so far?',
    body: 'Not the big-money names. The 3 million free-transfer-style signings that quietly hold a team together. Who is yours?',
    replies: [
      "Westmoor's left back. Cost nothing, has not missed a minute.",
      'Every team has one and their fans never shut up about him.',
    ],
  },
];

const replies: string[] = [
  'Absolute scenes.',
  'That is a penalty all day long.',
  'Not a penalty. He went down like he was shot.',
  'Referee had a shocker, both ways to be fair.',
  'We do not deserve this team.',
  'Second half was one of the worst 45 minutes I have ever watched.',
  'The manager has to go. I say this with love.',
  'Our midfield was overrun from the first minute.',
  'Proper old-school away day, loved it.',
  'Clinical finish. Did not even look up.',
  'Tactically that was a masterclass from the away side.',
  'How was that not a red card?',
  'Watch the replay from the other angle, he clearly touched the ball.',
  'Every week I say I will stop caring. Every week I lie.',
  'The keeper is the only reason it was not six.',
  'Transfer window cannot come soon enough.',
  'Youth academy product, scores the winner. Football is beautiful.',
  'Pundits are going to overreact to this for a week.',
  'Honestly the atmosphere was the best it has been in years.',
  'I have seen this film before and it ends in tears.',
  'Calm down, it is one game.',
  'That pass in the build-up is the real hero.',
  'If we keep playing like this we are going down.',
  'Fair result, both teams had their chances.',
  'Defending like it is a Sunday league game.',
  'He is 34 and still the fittest player on the pitch.',
  'The tactical switch at half time changed everything.',
  'Never a yellow, let alone a red.',
  'This league is so much fun to watch this season.',
  'Ticket prices are going up and the football is going down.',
  'Give the kid a new contract right now.',
  'My heart cannot take another late equaliser.',
  'Best goal I have seen live, and I have been going for twenty years.',
  'Stats say we dominated. My eyes say otherwise.',
  'I said in August this signing would be a bargain.',
  'Let us not talk about the set-piece defending.',
  'The commentary team clearly did not watch the first half.',
  'He needs a rest, he has played every minute since August.',
  'Pressing from the front like that is exhausting to watch, imagine playing it.',
  'Proud of the lads, whatever the table says.',
];

export const football: Subject = {
  id: 'football',
  language: 'en',
  storylines: footballStories,
  posts: [...posts, ...footballMore],
  replies,
  captions: [
    'Walking to the ground',
    'Team sheet',
    'Kick-off',
    'Full time',
    'The scoreboard says it all',
  ],
  hashtags: ['#football', '#matchday', '#CupFinal', '#TransferNews'],
  domains: ['pitchside.example', 'footballdaily.example', 'theterrace.example'],
  videos: footballVideos,
  shorts: footballShorts,
};
