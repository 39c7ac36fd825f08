import { describe, expect, it } from 'vitest';
import { cosine, pageRank, similarityGraph, tfidfVectors } from './graph';

describe('graph ranking', () => {
  const terms = [
    ['apple', 'banana'],
    ['apple', 'cherry'],
    ['apple', 'banana', 'cherry'],
    ['zebra'],
  ];
  const { vectors } = tfidfVectors(terms);

  it('builds unit-length vectors and a sparse cosine graph', () => {
    expect(cosine(vectors[0]!, vectors[0]!)).toBeCloseTo(1, 10);
    expect(cosine(vectors[0]!, vectors[3]!)).toBe(0);
    const graph = similarityGraph(vectors, { threshold: 0.01 });
    expect([...graph.neighbours[3]!]).toEqual([]);
    expect([...graph.neighbours[2]!].sort()).toEqual([0, 1]);
  });

  it('gives the most connected unit the highest PageRank; ranks sum to 1', () => {
    const rank = pageRank(similarityGraph(vectors, { threshold: 0.01 }));
    expect(rank.reduce((s, r) => s + r, 0)).toBeCloseTo(1, 6);
    expect(rank[2]!).toBeGreaterThan(rank[0]!);
    expect(rank[0]!).toBeGreaterThan(rank[3]!);
  });

  it('personalisation moves rank towards the preferred units', () => {
    const graph = similarityGraph(vectors, { threshold: 0.01 });
    const plain = pageRank(graph);
    const personal = pageRank(graph, { personalization: [0, 0, 0, 1] });
    expect(personal[3]!).toBeGreaterThan(plain[3]!);
  });
});
