/**
 * The default embedder: deterministic, local, no model download. Words and their character trigrams are hashed
 * into a fixed number of signed buckets and the vector is scaled to unit length, so cosine similarity reflects
 * shared words and word pieces (enough for retrieval to prefer related memories offline).
 */
import { Embeddings } from "@langchain/core/embeddings";
import { hashString } from "../random.js";

export interface HashingEmbeddingsOptions {
  /** Vector length (default 256). */
  dimensions?: number;
}

/**
 * Local embeddings by feature hashing of words: no model, no network, the same vector for the same text; what runs use
 * offline.
 */
export class HashingEmbeddings extends Embeddings {
  readonly dimensions: number;

  constructor(options: HashingEmbeddingsOptions = {}) {
    super({});
    this.dimensions = options.dimensions ?? 256;
    if (!Number.isInteger(this.dimensions) || this.dimensions < 8) {
      throw new Error(`HashingEmbeddings: dimensions must be an integer >= 8, got ${options.dimensions}.`);
    }
  }

  embedQuery(text: string): Promise<number[]> {
    return Promise.resolve(this.embed(text));
  }

  embedDocuments(texts: string[]): Promise<number[][]> {
    return Promise.resolve(texts.map((t) => this.embed(t)));
  }

  /** Synchronous form, for hot paths. */
  embed(text: string): number[] {
    const vector = new Array<number>(this.dimensions).fill(0);
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    for (const word of words) {
      this.add(vector, `w:${word}`, 1);
      const padded = `#${word}#`;
      for (let i = 0; i + 3 <= padded.length; i++) this.add(vector, `c:${padded.slice(i, i + 3)}`, 0.5);
    }
    const norm = Math.hypot(...vector);
    if (norm === 0) {
      vector[0] = 1; // empty text: still a unit vector, orthogonal to most text
      return vector;
    }
    return vector.map((v) => v / norm);
  }

  private add(vector: number[], feature: string, weight: number): void {
    const h = hashString(feature);
    const index = h % this.dimensions;
    vector[index]! += (h & 0x80000000) !== 0 ? -weight : weight;
  }
}
