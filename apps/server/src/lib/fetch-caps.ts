/**
 * How far one fetch of a source goes: a listing or timeline page holds at most `PAGE_SIZE` items,
 * and the connectors stop at `ITEM_FETCH_CAP` items in all. Numbers equal to these say how much was
 * fetched, not how much happened, so a digest must never state them as counts (the quality measures
 * check it).
 */
export const PAGE_SIZE = 100;
export const ITEM_FETCH_CAP = 300;
