/**
 * Round three of reading real answers (issue 24): the classes of wrong values the shared helpers now refuse or
 * repair, each on realistic answers written for this test (not the held-out corpus's).
 */
import { describe, expect, it } from "vitest";
import { hasPlaceholder, isModelRefusal } from "../../prompts/answerText.js";

describe("template slots echoed back", () => {
  it("finds angle and bracket slots and 'your ... here' lines", () => {
    expect(hasPlaceholder("Answer: <location>")).toBe(true);
    expect(hasPlaceholder("1) [activity] at [time]\n2) [activity] at [time]")).toBe(true);
    expect(hasPlaceholder("Join us at [event] on [date]!")).toBe(true);
    expect(hasPlaceholder("```js\n// your code here\n```")).toBe(true);
    expect(hasPlaceholder("def main():\n    your_solution_here")).toBe(true);
    expect(hasPlaceholder("Verb: <verb | object>")).toBe(true);
  });
  it("leaves real values alone: code generics, indexing, HTML tags, links, stage directions", () => {
    expect(hasPlaceholder("function first(xs: Array<string>) { return xs[index]; }")).toBe(false);
    expect(hasPlaceholder("Line one<br>line two")).toBe(false);
    expect(hasPlaceholder("See [the notes](notes.md) before Friday.")).toBe(false);
    expect(hasPlaceholder("[laughs] Oh, you remembered the bench!")).toBe(false);
    expect(hasPlaceholder('["bake bread", "open the shop"]')).toBe(false);
  });
});

describe("refusals of the task", () => {
  it("reads a field that says the model cannot do the task as a refusal", () => {
    expect(isModelRefusal("I'm sorry, I can't plan this.")).toBe(true);
    expect(isModelRefusal("I'm sorry, but I can't break this down into steps.")).toBe(true);
    expect(isModelRefusal("I can't describe the kettle's state.")).toBe(true);
    expect(isModelRefusal("I cannot infer anything about these people.")).toBe(true);
    expect(isModelRefusal("I'm not able to describe the state of the shelf.")).toBe(true);
  });
  it("keeps what a person says about their own day", () => {
    expect(isModelRefusal("I can't describe how glad I am that you came.")).toBe(false);
    expect(isModelRefusal("I can't make it on Friday, sorry.")).toBe(false);
  });
});
