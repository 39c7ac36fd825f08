/**
 * Filler lines: lines a reader learns nothing from. Connector lines that only announce the next
 * section or say goodbye ("Next up 👇", "Then the conversation turned:", "See you next time! 🚀")
 * and decorative lines made only of emoji or punctuation. A line that carries a link, a number or
 * a quotation is never filler, whatever its wording.
 */
import { isHeading, plainText, visibleLines } from '@/summarizer/quality/markdown-lines';

const DECORATION = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D\p{P}\p{S}\s]/gu;

/**
 * Connector and sign-off phrases in the five digest languages. They are matched as whole
 * stripped lines or as a line's only sentence, so a sentence that merely contains "next" is safe.
 */
const CONNECTORS: readonly RegExp[] = [
  // English
  /^(?:and )?next up$/iu,
  /^(?:and )?there(?:'|’)?s more$/iu,
  /^don(?:'|’)?t miss (?:this one|it|out)$/iu,
  /^also (?:buzzing|trending|worth a look|making waves)$/iu,
  /^(?:meanwhile|elsewhere(?: in the feed)?|and later|later on|moving on|but wait)$/iu,
  /^then the (?:conversation|talk|thread|mood) (?:turned|shifted)$/iu,
  /^see you (?:next time|soon|tomorrow)$/iu,
  /^(?:stay tuned|that(?:'|’)?s (?:all|it)(?: for (?:now|today))?|until next time)$/iu,
  /^that(?:'|’)?s the pulse of .+ for now$/iu,
  /^and so the story of .+ goes on$/iu,
  // German
  /^als nächstes$/iu,
  /^und es gibt noch mehr$/iu,
  /^nicht verpassen$/iu,
  /^ebenfalls im gespräch$/iu,
  /^(?:unterdessen|anderswo im feed|und später)$/iu,
  /^dann nahm das gespräch eine wendung$/iu,
  /^bis zum nächsten mal$/iu,
  /^das war der puls von .+ für jetzt$/iu,
  /^und so geht die geschichte von .+ weiter$/iu,
  // Spanish
  /^(?:a continuación|lo siguiente|y hay más|no te (?:lo )?pierdas(?: esto| este)?|también (?:sonando|en boca de todos))$/iu,
  /^(?:mientras tanto|en otra parte del feed|y más tarde|entonces la conversación (?:cambió|giró))$/iu,
  /^(?:hasta la próxima|nos vemos pronto)$/iu,
  /^(?:ese fue|este fue|así (?:late|fue) el pulso de) .+$/iu,
  /^y así (?:la|sigue la) historia de .+ (?:sigue|continúa)$/iu,
  // French
  /^(?:ensuite|et ce n(?:'|’)est pas tout|à ne pas manquer|ça buzze aussi|on en parle aussi)$/iu,
  /^(?:pendant ce temps|ailleurs dans le fil|et plus tard|puis la conversation a (?:tourné|changé))$/iu,
  /^(?:à la prochaine|à bientôt|à très vite)$/iu,
  /^c(?:'|’)était le pouls de .+$/iu,
  /^et l(?:'|’)histoire de .+ continue$/iu,
  // Russian
  /^(?:дальше|а ещё|и это ещё не всё|не пропустите|тоже обсуждают)$/iu,
  /^(?:тем временем|в другой части ленты|а потом|и позже|затем разговор (?:свернул|повернул).*)$/iu,
  /^(?:до встречи|до новых встреч|до скорого)$/iu,
  /^(?:вот таким был|таков) пульс .+$/iu,
  /^и история .+ продолжается$/iu,
];

/** A line's words without emoji, closing punctuation and the ellipsis of a cliffhanger. */
function bare(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[\s"“”«»¡¿]+|[\s.…:!?;,"“”«»]+$/gu, '')
    .trim();
}

function carriesInformation(line: string, text: string): boolean {
  return /\]\(|https?:\/\//iu.test(line) || /\d/u.test(text) || /^>/u.test(line);
}

function isConnector(text: string): boolean {
  // "That’s the pulse of X for now. See you next time!": every sentence must be a connector.
  const sentences = text
    .split(/(?<=[.!?…])\s+/u)
    .map(bare)
    .filter((s) => s !== '');
  return sentences.length > 0 && sentences.every((s) => CONNECTORS.some((re) => re.test(s)));
}

/** The filler lines of a digest, as written. */
export function fillerLines(markdown: string): string[] {
  return visibleLines(markdown).filter((line) => {
    const text = plainText(line);
    if (text.replace(DECORATION, '') === '') return true;
    if (isHeading(line) || carriesInformation(line, text)) return false;
    return isConnector(text);
  });
}
