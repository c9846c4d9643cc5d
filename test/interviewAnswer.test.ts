/**
 * The interview prompt: the simulated model answers every bundled question for every persona of the default village
 * in character, from what the prompt shows it, and cites exactly the memories its answer uses; a statement about the
 * persona is put in the persona's own words.
 */
import { describe, expect, it } from "vitest";
import { INTERVIEW_CATEGORIES, INTERVIEW_QUESTIONS, questionFor } from "../examples/interviewQuestions.js";
import { identityOf } from "../prompts/persona/identity.js";
import { firstPerson, interviewAnswerPrompt } from "../prompts/persona/interviewAnswer.js";
import { renderTemplate } from "../prompts/runner.js";
import { loadSeedMemories, loadSmallville } from "../tools/world/smallvilleLoader.js";
import { seededRandom } from "../tools/random.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";

const village = loadSmallville(DEFAULT_VILLAGE.baseDir, DEFAULT_VILLAGE.mapDir);
const seeds = loadSeedMemories(DEFAULT_VILLAGE.seedMemories);
const order = village.meta.personaNames;
const NOW = "2024-05-06T10:15:00";

function inputsFor(name: string, question: string) {
  const persona = village.personas.find((p) => p.scratch.name === name)!;
  return interviewAnswerPrompt.inputSchema.parse({
    speaker: identityOf(persona.scratch, NOW),
    doing: "working (tidying up)",
    place: "the shop floor in Okafor Bakery",
    plan: ["10:00-12:00 working", "12:00-13:00 having lunch at Okafor Bakery", "13:00-17:30 working", "17:30-22:00 reading at home", "22:00-24:00 sleeping"],
    memories: [...(seeds[name] ?? []), `${name} is working`, "the oven is being used"],
    question,
  });
}

/** Words of a memory that an answer using it would carry (names and longer words). */
const telling = (memory: string) => (memory.match(/\b[A-Za-z][a-z'-]{5,}\b/g) ?? []).map((w) => w.toLowerCase());

describe("interview_answer, simulated", () => {
  it("covers the five categories, five questions each, in the bundled set", () => {
    expect(INTERVIEW_CATEGORIES.map((c) => INTERVIEW_QUESTIONS.filter((q) => q.category === c).length)).toEqual([5, 5, 5, 5, 5]);
  });

  for (const name of order) {
    it(`answers every bundled question as ${name}, citing the memories it uses`, () => {
      for (const question of INTERVIEW_QUESTIONS) {
        const text = questionFor(question, name, order);
        expect(text).not.toContain("{other}");
        const inputs = inputsFor(name, text);
        expect(renderTemplate(interviewAnswerPrompt.template, interviewAnswerPrompt.variables(inputs))).toContain(text);
        const raw = interviewAnswerPrompt.simulate(inputs, seededRandom(1, name, text));
        expect(interviewAnswerPrompt.simulate(inputs, seededRandom(1, name, text))).toBe(raw);
        const value = interviewAnswerPrompt.parse(raw, inputs);
        expect(interviewAnswerPrompt.validate!(value, inputs), raw).toBeNull();
        // Spoken by the persona: never about itself in the third person, never the template's words.
        expect(value.answer, text).not.toMatch(new RegExp(`^${name}\\b|\\{|<`));
        const answer = value.answer.toLowerCase();
        for (const i of value.drewOn) {
          const words = telling(inputs.memories[i]!);
          expect(words.some((w) => answer.includes(w)), `${text} -> ${value.answer} cites "${inputs.memories[i]}"`).toBe(true);
        }
      }
    });
  }

  it("answers about another persona from the memories that name them", () => {
    const inputs = inputsFor("Ada Okafor", "Who is Tomas Reyes?");
    const value = interviewAnswerPrompt.parse(interviewAnswerPrompt.simulate(inputs, seededRandom(3)), inputs);
    expect(value.drewOn.length).toBeGreaterThan(0);
    for (const i of value.drewOn) expect(inputs.memories[i]).toContain("Tomas");
    expect(value.answer).toMatch(/ten years/);
  });

  it("never answers a question about oneself with the state of a thing ('bread display is being used ...')", () => {
    const inputs = { ...inputsFor("Mei Lin", "What are you working on?"), doing: "stopping at Okafor Bakery for bread (heading out with the shopping)" };
    // Retrieval put the thing she passed first (as in a live run's interview at the bakery).
    inputs.memories = ["bread display is being used for choosing what to buy", "Mei Lin is stopping at Okafor Bakery", "Mei Lin moved to Larkspur two years ago"];
    const value = interviewAnswerPrompt.parse(interviewAnswerPrompt.simulate(inputs, seededRandom(3)), inputs);
    expect(value.answer).not.toMatch(/is being used|is idle/);
    for (const i of value.drewOn) expect(inputs.memories[i]).not.toMatch(/^[a-z][\w ]* is (?:being used|idle)/);
  });

  it("asked whether it has heard of its own doing, knows it rather than heard of it", () => {
    const inputs = inputsFor("Tomas Reyes", "Have you heard about the meeting on the new playground?");
    inputs.memories = ["Tomas Reyes is holding a neighbourhood meeting in Willow Park at 2pm today about the new playground", ...inputs.memories];
    for (let seed = 0; seed < 6; seed++) {
      const value = interviewAnswerPrompt.parse(interviewAnswerPrompt.simulate(inputs, seededRandom(seed)), inputs);
      expect(value.answer).toMatch(/^Yes\b/);
      expect(value.answer).not.toMatch(/\bheard about that\b|\bI did\b/);
    }
  });

  it("says so when it knows nothing of someone, citing nothing", () => {
    const inputs = inputsFor("Mei Lin", "Who is Klaus Mueller?");
    const value = interviewAnswerPrompt.parse(interviewAnswerPrompt.simulate(inputs, seededRandom(3)), inputs);
    expect(value.drewOn).toEqual([]);
    expect(value.answer).toMatch(/Klaus/);
  });

  it("reads its plan for a time of day", () => {
    const inputs = inputsFor("Tomas Reyes", "Where will you be at five in the afternoon?");
    const value = interviewAnswerPrompt.parse(interviewAnswerPrompt.simulate(inputs, seededRandom(3)), inputs);
    expect(value.answer).toMatch(/At 5 in the afternoon I should be working/);
  });
});

describe("firstPerson", () => {
  it("puts statements about the speaker, and thoughts said to it, in its own words", () => {
    const ada = "Ada Okafor";
    expect(firstPerson("Ada Okafor is a baker. She learned to bake from her grandmother and takes pride in it.", ada)).toBe(
      "I'm a baker. I learned to bake from my grandmother and take pride in it.",
    );
    expect(firstPerson("Ada Okafor bakes from 5am, opens the bakery at 7am, and serves customers.", ada)).toBe(
      "I bake from 5am, open the bakery at 7am, and serve customers.",
    );
    expect(firstPerson("You promised Tomas Reyes that you would bake for his poetry night", ada)).toBe(
      "I promised Tomas Reyes that I would bake for his poetry night",
    );
    expect(firstPerson("Tomas Reyes asked Ada Okafor for lemon tarts", ada)).toBe("Tomas Reyes asked me for lemon tarts");
    expect(firstPerson("This is Ada Okafor's plan for Monday", ada)).toBe("This is my plan for Monday");
  });

  it("says 'I' before a modal verb wherever the speaker's name stands, never 'me should'", () => {
    const ada = "Ada Okafor";
    expect(firstPerson("For Ada's planning: Ada should keep in mind that Tomas asked for tarts", ada)).toBe(
      "For my planning: I should keep in mind that Tomas asked for tarts",
    );
    expect(firstPerson("Mei thinks Ada Okafor will bring bread", ada)).toBe("Mei thinks I will bring bread");
    expect(firstPerson("For Ada's planning: Ada has no new plans after talking with Mei", ada)).toBe("For my planning: I have no new plans after talking with Mei");
  });

  it("keeps 'her' that points at someone the sentence named, and makes it 'me' or 'my' when it is the speaker", () => {
    const tomas = "Tomas Reyes";
    expect(firstPerson("Tomas Reyes has noticed Mei Lin sketching in Willow Park and would love her to read a poem at the poetry night", tomas)).toBe(
      "I have noticed Mei Lin sketching in Willow Park and would love her to read a poem at the poetry night",
    );
    const ada = "Ada Okafor";
    expect(firstPerson("Ada Okafor learned to bake from her grandmother, who taught her to rise early", ada)).toBe(
      "I learned to bake from my grandmother, who taught me to rise early",
    );
  });
});
