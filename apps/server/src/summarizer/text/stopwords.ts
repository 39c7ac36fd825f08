/**
 * Function words of the five summary languages, merged into one set so no language detection is
 * needed. Words that are content words in another of the languages (en "war", "hat", "man", "sin",
 * "era", "die", "son") are deliberately left out.
 */
const EN = (
  'a about above after again against all also am an and any are as at be because been before being below ' +
  'between both but by can could did do does doing down during each few for from further had has have having ' +
  'he her here hers herself him himself his how i if in into is it its itself just me more most my myself no ' +
  'nor not now of off on once only or other our ours ourselves out over own same she should so some such than ' +
  'that the their theirs them themselves then there these they this those through to too under until up very ' +
  'was we were what when where which while who whom why will with would you your yours yourself yourselves ' +
  'don didn doesn isn wasn aren weren couldn wouldn shouldn won haven hasn hadn ll ve re im ive id dont cant ' +
  'get got go going gonna yeah yes ok okay oh hi hey lol really like just well also one much many even still ' +
  'said says say us let may might must shall would could also however though although since vs via'
).split(' ');

const ES = (
  'el la los las un una unos unas y o u e de del al a ante bajo con contra desde en entre hacia hasta para por ' +
  'según sobre tras que qué como cómo cuando donde quien quién cual cuál es está están estaba estoy eres somos ' +
  'fue fueron ser sido siendo hay había ha han he has hemos lo le les se me te nos os mi mis tu tus su sus ' +
  'nuestro nuestra este esta estos estas ese esa esos esas aquel muy más menos ya no sí pero porque también ' +
  'todo todos toda todas otro otra otros otras yo tú él ella ellos ellas nosotros usted ustedes'
).split(' ');

const DE = (
  'der das den dem des ein eine einer eines einem einen und oder aber doch sondern denn ist sind bin bist ' +
  'waren wird werden wurde wurden sein gewesen habe hast haben hatte hatten ich du er sie es wir ihr mich ' +
  'dich sich uns euch mir dir ihm ihn ihnen mein meine dein deine sein seine unser nicht kein keine auch noch ' +
  'schon nur sehr so wie wo wann warum was wer welche welcher mit von zu zum zur bei aus nach vor für über ' +
  'unter durch gegen ohne um auf an in im am ins vom dass daß wenn als ob weil dann da hier dort diese dieser ' +
  'dieses diesem diesen jetzt mal'
).split(' ');

const FR = (
  'le la les un une des du de d l et ou mais donc or ni car que qui quoi dont où ce cet cette ces mon ma mes ' +
  'ton ta tes son sa ses notre nos votre vos leur leurs je tu il elle on nous vous ils elles me te se lui y en ' +
  'ne pas plus moins très aussi tout tous toute toutes est sont suis es sommes êtes était étaient été être ai ' +
  'as avons avez ont avait avaient avoir fait faire dans sur sous avec sans chez vers entre depuis pendant ' +
  'comme si quand alors bien encore déjà au aux'
).split(' ');

const RU = (
  'и в во не что он на я с со как а то все всё она так его но да ты к у же вы за бы по только ее её мне было ' +
  'вот от меня еще ещё нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас ' +
  'нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была ' +
  'сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем ним ' +
  'здесь этом один почти мой тем чтобы нее неё были куда зачем всех никогда можно при наконец два об другой ' +
  'хоть после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою ' +
  'этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между это'
).split(' ');

export const STOPWORDS: ReadonlySet<string> = new Set([...EN, ...ES, ...DE, ...FR, ...RU]);

/** Each language's function words on their own, for telling which language a text is in. */
export const STOPWORDS_BY_LANGUAGE = {
  en: EN,
  es: ES,
  de: DE,
  fr: FR,
  ru: RU,
} as const;
