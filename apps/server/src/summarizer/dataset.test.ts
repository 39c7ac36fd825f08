import { describe, expect, it } from 'vitest';
import { DatasetLineError, parseDataset, parseDatasetLine, rowToItems } from './dataset';

describe('parseDataset', () => {
  it('reads messages and documents and skips blank lines', () => {
    const rows = parseDataset(
      '{"id":"a","messages":[{"author":"Ann","text":"Hi"}],"summary":"s"}\n\n{"id":7,"document":"Text.","title":"T"}\n',
    );
    expect(rows).toEqual([
      { id: 'a', messages: [{ author: 'Ann', text: 'Hi' }], summary: 's' },
      { id: '7', document: 'Text.', title: 'T' },
    ]);
  });

  it('names the line and the problem for bad input', () => {
    expect(() => parseDataset('{"id":"a","document":"ok"}\n{not json')).toThrow(
      /^line 2: invalid JSON/,
    );
    expect(() => parseDatasetLine('[1,2]', 3)).toThrow('line 3: expected a JSON object');
    expect(() => parseDatasetLine('{"document":"x"}', 1)).toThrow('line 1: missing "id"');
    expect(() => parseDatasetLine('{"id":"x"}', 1)).toThrow(
      'needs "messages" (array) or "document" (string)',
    );
    expect(() => parseDatasetLine('{"id":"x","messages":[{"author":"A"}]}', 4)).toThrow(
      'line 4: messages[0] must be an object with a string "text"',
    );
    try {
      parseDatasetLine('{"id":"x","document":5}', 9);
    } catch (error) {
      expect(error).toBeInstanceOf(DatasetLineError);
      expect((error as DatasetLineError).line).toBe(9);
    }
  });
});

describe('rowToItems', () => {
  it('makes one item per message, or one item for a document', () => {
    expect(
      rowToItems({ id: 'c', messages: [{ author: 'A', text: 'one' }, { text: 'two' }] }),
    ).toEqual([
      { id: 'c#1', text: 'one', author: 'A' },
      { id: 'c#2', text: 'two' },
    ]);
    expect(rowToItems({ id: 'd', document: 'Body.', title: 'Title' })).toEqual([
      { id: 'd', text: 'Body.', title: 'Title' },
    ]);
  });
});
