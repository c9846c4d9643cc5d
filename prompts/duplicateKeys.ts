/**
 * A JSON object that names one key twice with two different values ({"knew": "yes", "knew": "no"}): JSON.parse keeps
 * the last one silently, but the model gave two answers in one object and which it means is a guess (issue 24, held-out
 * corpus 11). The same key twice with the same value is a harmless repeat. Objects nested anywhere count alike.
 */

export const CONFLICTING_KEYS_PROBLEM = "the JSON answer gives one field twice with two different values: give each field once";

/** Whether any JSON object in the text names a key twice with different values. */
export function hasConflictingKeys(text: string): boolean {
  if (!text.includes("{") || !text.includes('"')) return false;
  for (let start = text.indexOf("{"); start >= 0; start = text.indexOf("{", start + 1)) {
    const scan = new Scanner(text);
    scan.at = start;
    try {
      scan.value();
    } catch {
      continue; // not JSON from here: prose with a brace, or a cut-off object
    }
    if (scan.conflict) return true;
    start = scan.at - 1;
  }
  return false;
}

/** A small JSON scanner that only tracks each object's keys (values compared as written, spacing aside). */
class Scanner {
  at = 0;
  conflict = false;
  constructor(private readonly text: string) {}

  private space(): void {
    while (/\s/.test(this.text[this.at] ?? "")) this.at += 1;
  }

  value(): void {
    this.space();
    const c = this.text[this.at];
    if (c === "{") this.object();
    else if (c === "[") this.array();
    else if (c === '"') this.string();
    else {
      const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.at, this.at + 40));
      if (!literal) throw new Error("not JSON");
      this.at += literal[0].length;
    }
  }

  private string(): string {
    const from = this.at;
    this.at += 1;
    while (this.at < this.text.length && this.text[this.at] !== '"') this.at += this.text[this.at] === "\\" ? 2 : 1;
    if (this.at >= this.text.length) throw new Error("unclosed string");
    this.at += 1;
    return this.text.slice(from + 1, this.at - 1);
  }

  private array(): void {
    this.at += 1;
    this.space();
    if (this.text[this.at] === "]") return void (this.at += 1);
    for (;;) {
      this.value();
      this.space();
      const c = this.text[this.at++];
      if (c === "]") return;
      if (c !== ",") throw new Error("not JSON");
    }
  }

  private object(): void {
    this.at += 1;
    const seen = new Map<string, string>();
    this.space();
    if (this.text[this.at] === "}") return void (this.at += 1);
    for (;;) {
      this.space();
      if (this.text[this.at] !== '"') throw new Error("not JSON");
      const key = this.string();
      this.space();
      if (this.text[this.at++] !== ":") throw new Error("not JSON");
      this.space();
      const from = this.at;
      this.value();
      const written = this.text.slice(from, this.at).replace(/\s+/g, "");
      const earlier = seen.get(key);
      if (earlier !== undefined && earlier !== written) this.conflict = true;
      seen.set(key, written);
      this.space();
      const c = this.text[this.at++];
      if (c === "}") return;
      if (c !== ",") throw new Error("not JSON");
    }
  }
}
