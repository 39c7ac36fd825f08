import type { Storyline } from '@/platforms/sandbox/corpus/subject';

/** Football stories with fictional clubs and players: a transfer saga, a cup final, a sacking. */
export const footballStories: Storyline[] = [
  {
    id: 'okafor-transfer',
    beats: [
      {
        title: 'Northbridge United in advanced talks to sign Castleford winger Daniel Okafor',
        body: 'Several reliable reporters say the clubs are about 5 million apart on the fee. Okafor, 23, has 11 goals and 9 assists this season and a contract that runs out in 18 months.',
        link: true,
        replies: [
          'He is exactly what we need. Pace on the right and he actually tracks back.',
          '"Advanced talks" in November means nothing. Wake me up when he holds the scarf.',
          '↳ This reporter is tier one though. He does not post for fun.',
          'Castleford will bleed them dry, they always do.',
          'Eleven goals from the wing at 23. Pay the man.',
        ],
      },
      {
        title: 'Okafor spotted at Northbridge training ground for medical, say local reporters',
        body: 'Photos show the winger arriving with his agent this morning. The clubs reportedly agreed a fee of 38 million plus 4 million in add-ons last night.',
        replies: [
          'HERE WE GO. Okay, not officially, but here we go.',
          'Thirty-eight plus add-ons is fair for a player with his numbers.',
          '↳ Fair for the player, a lot for a club with our defence.',
          'Somebody check the photo is not from last year, I have been burned before.',
          'Castleford fans, what are we getting? Honest answers only.',
          '↳ Brilliant on his day, goes missing in away games in the rain. You will love him.',
        ],
      },
      {
        title: 'Okafor deal stalls: Castleford want a sell-on clause, Northbridge refuse',
        body: 'The medical is done but the paperwork is stuck. Castleford are asking for 15% of any future sale. Northbridge consider the fee already high enough.',
        replies: [
          'Of course. Of course it stalls on a sell-on clause.',
          'Just give them 10% and get it done, this is embarrassing.',
          '↳ Ten percent of a future 80 million is 8 million. It matters.',
          'The player has done his medical, he wants this. It will happen.',
        ],
      },
      {
        title: 'OFFICIAL: Daniel Okafor joins Northbridge United on a five-year contract',
        body: 'Fee confirmed at 38 million plus add-ons, with a 10% sell-on clause. He will wear number 17. Correcting earlier reports: the contract runs to 2031, not 2030.',
        replies: [
          'FINALLY. Welcome to the club, Daniel.',
          'Number 17, same as his hero at the academy. Nice touch.',
          'Told you it would be ten percent.',
          '↳ You did. Take your internet point.',
          'Can he play left back? Asking for a very worried fan.',
        ],
      },
    ],
  },
  {
    id: 'cup-final',
    beats: [
      {
        title: 'Cup final preview: Almeira vs Porto Vale, team news and predicted line-ups',
        body: 'Almeira are missing their first-choice keeper through injury, so 19-year-old Tomás Ruiz starts. Porto Vale have a full squad for the first time since August. Kick-off 20:00 local.',
        replies: [
          'A 19-year-old keeper in a final. Either a legend is born or a meme is.',
          'Porto Vale with a full squad are scary. Their midfield is the best in the league.',
          'Prediction: 1-1, penalties, chaos.',
          '↳ Saving this comment.',
        ],
      },
      {
        title: 'Post-match thread: Almeira 1-1 Porto Vale (Almeira win 5-4 on penalties)',
        body: 'Ruiz saves the tenth penalty and Almeira lift the cup for the first time in 31 years. Porto Vale had an equaliser disallowed by VAR in the 88th minute for offside.',
        replies: [
          'That kid. THAT KID. Nineteen years old and he saves the last penalty.',
          'The guy above who predicted penalties, come collect your crown.',
          'The disallowed goal was offside by a toenail. I hate this version of football.',
          '↳ Offside is offside. The lines were clear on the broadcast.',
          '↳ ↳ The lines were drawn from a frame where the ball had not been played yet.',
          'Thirty-one years. My dad cried. I cried. The dog was confused.',
        ],
      },
      {
        title: 'Referee body releases VAR audio from the disallowed Porto Vale equaliser',
        body: 'In the audio the VAR officials take four minutes and check two different frames before confirming offside. They say the kick point was "the first frame of contact".',
        replies: [
          'Four minutes for a decision in a cup final. The stadium was silent the whole time.',
          'At least they published it. Transparency is new for them.',
          'Listening to it, they honestly were not sure. "Looks offside" is not a standard.',
          '↳ That is the problem with frame rates. The contact frame is a judgement call too.',
        ],
      },
      {
        title:
          'Correction to the VAR review: offside line was drawn correctly, says independent panel',
        body: 'The independent review panel looked at the higher frame rate feed and agreed the attacker was offside by 4 cm. It also said four minutes was too long and recommended a time limit.',
        replies: [
          'So the decision was right and the process was wrong. Most VAR stories in one sentence.',
          'A time limit is a good idea. Nobody wants four-minute checks.',
          'Still hurts. Fair, but hurts.',
          'Does not matter now, the cup is in the cabinet. Ruiz forever.',
        ],
      },
    ],
  },
  {
    id: 'manager-sacked',
    beats: [
      {
        title: 'Castleford lose 0-3 at home, fifth defeat in six, fans chant for the manager to go',
        body: 'Castleford slipped to 17th. Chants of "we want Hale out" at full time. Manager Peter Hale said afterwards he still has the players with him.',
        replies: [
          'The players are not with him. They stopped running in the 60th minute.',
          "Selling Okafor and not replacing him was the board's fault, not his.",
          '↳ Both things can be true.',
          'Fifth defeat in six. This is relegation form.',
        ],
      },
      {
        title: 'Castleford board statement: "full support" for manager Peter Hale',
        body: 'The club says Hale will be in charge for the weekend game away at Almeira and that they believe in the long-term project.',
        replies: [
          'The dreaded vote of confidence. He is gone by Monday.',
          'At least give him the January window to buy a winger.',
          'Away at the cup winners. Good luck with that.',
          '↳ They will be hung over from the celebrations, we have a chance.',
        ],
      },
      {
        title: 'Peter Hale leaves Castleford by mutual consent after the Almeira defeat',
        body: "Castleford lost 2-0. The club announced Hale's departure on Sunday evening. Under-21 coach Marta Ilić takes over as interim head coach.",
        replies: [
          'Thanks for the promotion three years ago, Peter. It was not working anymore.',
          'Marta Ilić has done brilliant things with the youngsters. Give her a real chance.',
          'The vote of confidence curse strikes again, exactly as predicted.',
          '↳ It is undefeated, that curse.',
        ],
      },
      {
        title: 'Interim coach Ilić wins her first game 2-1, gives debuts to two academy players',
        body: 'Castleford came from behind to beat Westmoor. Both academy debutants, aged 18 and 19, started. Ilić said the players "looked like they enjoyed football again".',
        replies: [
          'First win in seven and it came with kids on the pitch. Give her the job.',
          'One game. Calm down everyone. But also, what a game.',
          'The 18-year-old at left back was the best player on the pitch.',
          'Board, do not overthink this one.',
        ],
      },
    ],
  },
];
