/**
 * The kinds of wrong speech a whole simulated day showed (issue 28), each at the phrase helper that made it: who owns
 * a "her", who is who to whom, what a conversation is about, what one answers when asked, what an interview says.
 * The villages' names are only examples: each case is a kind of sentence, not one village's line.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSmallville } from "../../../tools/world/smallvilleLoader.js";
import type { Identity } from "../../../prompts/persona/identity.js";
import { requirementClauses } from "../../../prompts/persona/dailyPlan.js";
import { thirdPersonThought } from "../../../prompts/persona/innerThought.js";
import { firstPerson, worthTelling } from "../../../prompts/persona/interviewAnswer.js";
import { isRelationFact, nounPhrases, ownStatements, personalReflection, sayMemory, sayNewsOfListener, talkingPoints, transcriptTopics } from "../../../prompts/persona/simulatedTalk.js";
import { talkProblems } from "../../support/speechProblems.js";
import { isActivityStep, simulatedSubtasks } from "../../../prompts/persona/taskDecomposition.js";
import { utterancePrompt, type UtteranceInput } from "../../../prompts/persona/utterance.js";
import { seededRandom } from "../../../tools/random.js";

const person = (name: string, she: boolean, extra: Partial<Identity> = {}): Identity => ({
  name,
  firstName: name.split(" ")[0]!,
  age: 40,
  innate: "kind",
  learned: `${name} mends nets. ${she ? "She" : "He"} likes the sea.`,
  currently: `${name} is knitting flags.`,
  lifestyle: `${name} goes to bed around 10pm.`,
  dailyPlanReq: `${name} mends nets in the morning.`,
  currTime: "2025-06-02T10:00:00",
  ...extra,
});

describe("what a conversation is about", () => {
  it("is a thing, not a person named by who they are to someone", () => {
    expect(nounPhrases("Ruth Pennock is his wife. Jory is her brightest pupil. Morwen is the lifeboat's mechanic.")).toEqual([]);
    expect(nounPhrases("I worry that the newcomer feels lonely")).toEqual([]);
    expect(nounPhrases("I know the husband Tom Moreno well. I have known the bartender Arthur Burton for a few years.")).toEqual([]);
  });

  it("is no clause with a 'she' or 'him' in it ('the time she helped him' of a seed about a neighbour)", () => {
    expect(nounPhrases("I have known my neighbor since the time she helped him and his wife on some legal matters.")).toEqual([]);
    expect(nounPhrases("I am planning the party at the cafe.")).toEqual(["the party", "the cafe"]);
  });

  it("leaves a time said after a thing out of its name, and a head that needs its 'of' is no topic on its own", () => {
    expect(nounPhrases("I hope to crew on the lifeboat one day.")).toEqual(["the lifeboat"]);
    expect(nounPhrases("I am writing a research paper on the effects of gentrification.")).toEqual(["the research paper"]);
  });

  it("keeps a named evening or season ('the poetry night'), not a plain one ('the whole night')", () => {
    expect(transcriptTopics([["Tomas", "I hear you have offered to bake for the poetry night."], ["Ada", "Yes, and someone will read a poem."]])[0]).toBe("the poetry night");
    expect(nounPhrases("I was up the whole night.")).toEqual([]);
  });
});

describe("a memory said by one person to another", () => {
  it("keeps a third person's possessive theirs when that person was named before it", () => {
    expect(sayMemory("Ifeoma Bassey is the lifeboat coxswain and Ruth Pennock trusts her judgement at sea", "Ruth Pennock", "Jory Pennock", "she"))
      .toBe("Ifeoma Bassey is the lifeboat coxswain and I trust her judgement at sea");
  });

  it("makes the subject of a clause about one's own thing 'I'", () => {
    expect(sayMemory("Ada Okafor is testing a new loaf that she hopes to add to the menu", "Ada Okafor", "Mei Lin", "she"))
      .toBe("I am testing a new loaf that I hope to add to the menu");
  });

  it("reads a surname as part of the name, never as a verb ('you moore'), and tells one's spouse no news of living together", () => {
    const memory = "Jennifer Moore lives with her husband of 40 years, Sam Moore, and is preparing for an exhibition of her work.";
    expect(sayMemory(memory, "Jennifer Moore", "Sam Moore", "she")).toBe("I live with you and am preparing for an exhibition of my work");
    expect(sayMemory(memory, "Jennifer Moore", "Isabella Rodriguez", "she")).toBe("I live with my husband of 40 years, Sam Moore, and am preparing for an exhibition of my work");
    expect(talkingPoints([], "Sam Moore", [], [], "Jennifer Moore", [memory]).map((m) => sayMemory(m, "Jennifer Moore", "Sam Moore", "she")))
      .toEqual(["I am preparing for an exhibition of my work"]);
    // What one feels for the listener is still said to them, to them: "I love you and hope you have relaxing days".
    const love = "Jennifer Moore loves her husband, Sam Moore and hopes he has relaxing days";
    expect(talkingPoints([love], "Sam Moore", [], [], "Jennifer Moore").map((m) => sayMemory(m, "Jennifer Moore", "Sam Moore", "she")))
      .toEqual(["I love you and hope you have relaxing days"]);
  });

  it("says a pronoun of the one who knows the memory as 'my'", () => {
    expect(sayNewsOfListener("Agnes Trewin knows that Pip Santos is planning a party in her garden on Sunday", "Agnes Trewin", "Pip Santos", "she"))
      .toBe("I hear you are planning a party in my garden on Sunday");
  });
});

describe("what is worth telling in a chat", () => {
  it("is not who someone is to someone: the village knows that", () => {
    expect(isRelationFact("Ruth Pennock knows that Ewan Pennock is her husband and goes out fishing before dawn.")).toBe(true);
    expect(isRelationFact("Kit Marr knows that Sol Marr is Kit's son and works at the chandlery.")).toBe(true);
    expect(isRelationFact("Ada Okafor is testing a new honey-rye loaf")).toBe(false);
    expect(isRelationFact("Tomas Reyes is her friend and is planning a poetry night")).toBe(false);
    expect(talkingPoints(["Ruth Pennock knows that Ewan Pennock is her husband", "Ruth Pennock hopes the regatta stays dry"], "Farid Rahimi", [], [], "Ruth Pennock"))
      .toEqual(["Ruth Pennock hopes the regatta stays dry"]);
  });

  it("is said without a note's label, and what two people share every week is no news to either", () => {
    expect(talkingPoints(["For planning, Maria frequents Hobbs Cafe for studying"], "Klaus Mueller", [], [], "Maria Lopez")).toEqual(["Maria frequents Hobbs Cafe for studying"]);
    expect(talkingPoints(["Agnes Trewin knows that Pip Santos lodges in her spare room and cooks her supper on Sundays."], "Pip Santos", [], [], "Agnes Trewin")).toEqual([]);
  });
});

describe("a feeling about a thing, said", () => {
  it("is what the person knows of it: their own plan, else whom they heard it from, not one stock line for everyone", () => {
    const memories = ["Benedikt Kowal is ordering extra paint because every boat is being repainted for the regatta"];
    expect(personalReflection("The regatta is much on Agnes Trewin's mind", "Agnes Trewin", memories, ["Agnes Trewin is knitting flags for the regatta."]))
      .toBe("Agnes Trewin is knitting flags for the regatta.");
    expect(personalReflection("The regatta is much on Farid Rahimi's mind", "Farid Rahimi", memories)).toBe("Farid Rahimi keeps hearing about the regatta from Benedikt");
    expect(sayMemory(personalReflection("The regatta matters to Farid Rahimi right now", "Farid Rahimi", memories, [], "Benedikt Kowal"), "Farid Rahimi", "Benedikt Kowal", "he"))
      .toBe("I keep thinking about what you said about the regatta");
  });
});

describe("a simulated chat with someone one told one's news earlier that day", () => {
  it("tells it neither again nor in other words, and is a short hello when nothing is new", () => {
    const isabella = person("Isabella Rodriguez", true, { currently: "Isabella Rodriguez is planning a Valentine's Day party at Hobbs Cafe on February 14th." });
    const input: UtteranceInput = {
      speaker: isabella,
      listener: "Klaus Mueller",
      relationship: "Klaus is a regular at the cafe.",
      memories: ["Isabella Rodriguez is gathering party material for the party at Hobbs Cafe"],
      place: "cafe in Hobbs Cafe",
      speakerActivity: "serving customers",
      listenerActivity: "eating lunch",
      toldBefore: ["Hi Klaus! I've been meaning to tell you: I am planning a Valentine's Day party at Hobbs Cafe on February 14th."],
    };
    for (let seed = 0; seed < 6; seed++) {
      const line = JSON.parse(utterancePrompt.simulate!(utterancePrompt.inputSchema.parse(input), seededRandom(seed))).utterance as string;
      expect(line).not.toMatch(/party/i);
    }
  });
});

describe("a simulated reply to a first piece of news: whose is what, and what fits", () => {
  const tomas = person("Tomas Reyes", false, { currently: "Tomas Reyes is organising a poetry night at Larkspur Library on May 10. He is lining up readers." });
  const input = (transcript: Array<[string, string]>, extra: Partial<UtteranceInput> = {}): UtteranceInput => ({
    speaker: tomas,
    listener: "Ada Okafor",
    relationship: "Ada is an old friend.",
    memories: [],
    place: "shop floor in Okafor Bakery",
    speakerActivity: "buying bread",
    listenerActivity: "baking bread",
    transcript,
    ...extra,
  });
  const lines = (i: UtteranceInput) =>
    Array.from({ length: 8 }, (_, seed) => JSON.parse(utterancePrompt.simulate!(utterancePrompt.inputSchema.parse(i), seededRandom(seed))).utterance as string);

  it("asks the teller about the teller's part, never how the teller gets on with the asker's own event", () => {
    const told: [string, string] = ["Ada Okafor", "Hi Tomas! You know what? I promised you that I would bake pastries for your poetry night on May 10."];
    const offered: [string, string] = ["Ada Okafor", "Hi Tomas! You know what? I have offered to bake pastries for the poetry night at Larkspur Library."];
    for (const line of [...lines(input([told])), ...lines(input([offered]))]) {
      expect(line).not.toMatch(/\b(?:getting on with|How is) the poetry night\b/);
    }
    expect(lines(input([told])).some((line) => /\bthe pastries coming along\?|getting on with the pastries\?/.test(line))).toBe(true);
  });

  it("says 'I know what you mean' to a feeling, never to plain news", () => {
    const news: [string, string] = ["Ada Okafor", "It's coming along. You know, I am testing a new honey-rye loaf for the menu."];
    const heard = input([news], { memories: ["Tomas Reyes is lining up readers for the poetry night"] });
    for (const line of lines(heard)) expect(line).not.toMatch(/I know what you mean/);
  });

  it("greets with the listener's name once a line", () => {
    // (Nothing to tell: the greeting is small talk.)
    const quiet = person("Tomas Reyes", false, { currently: "" });
    for (const line of lines(input([], { speaker: quiet, place: "Larkspur", speakerActivity: "walking", listenerActivity: "eating lunch" }))) {
      expect(line.match(/\bAda\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it("asks for what one wants to hear more of, instead of telling the wish as news; a habit is no news to open with", () => {
    const memories = ["Tomas Reyes wants to hear more from Ada Okafor about the honey-rye loaf", "Tomas Reyes keeps a notebook of book suggestions for his regular visitors"];
    // (Nothing to tell: the greeting is small talk.)
    const quiet = person("Tomas Reyes", false, { currently: "" });
    for (const line of lines(input([], { speaker: quiet, memories }))) {
      expect(line).not.toMatch(/I want to hear more|notebook/);
      expect(line).toMatch(/Any news about the honey-rye loaf\?/);
    }
    const asked = input([["Ada Okafor", "Oh, hello Tomas! How have you been?"]], { speaker: quiet, memories: memories.slice(1) });
    for (const line of lines(asked)) expect(line).not.toMatch(/notebook/);
  });
});

describe("a simulated reply that knows what the listener knows (issue 28, round four)", () => {
  const tomas = person("Tomas Reyes", false, { currently: "Tomas Reyes is organising a poetry night at Larkspur Library on May 10. He is lining up readers, setting up chairs around the small stage, and inviting everyone he meets." });
  const base = (extra: Partial<UtteranceInput>): UtteranceInput => ({
    speaker: person("Ada Okafor", true, { currently: "Ada Okafor is testing a new honey-rye loaf." }),
    listener: "Tomas Reyes",
    relationship: "Tomas is an old friend.",
    memories: [],
    place: "shop floor in Okafor Bakery",
    speakerActivity: "serving customers",
    listenerActivity: "buying bread",
    ...extra,
  });
  const lines = (i: UtteranceInput, n = 12) =>
    Array.from({ length: n }, (_, seed) => JSON.parse(utterancePrompt.simulate!(utterancePrompt.inputSchema.parse(i), seededRandom(seed))) as { utterance: string; end: boolean });

  it("asks the teller about their work, not a thing named on the way; wishes a hope well", () => {
    const told: [string, string] = ["Tomas Reyes", "Oh, hello Ada! By the way, I am lining up readers, setting up chairs around the small stage, and inviting everyone I meet."];
    for (const { utterance } of lines(base({ transcript: [told] }))) expect(utterance).not.toMatch(/small stage/);
    const boat: [string, string] = ["Tomas Reyes", "Oh, hello Ada! You know what? I am repainting my boat for the regatta."];
    for (const { utterance } of lines(base({ transcript: [boat] }))) expect(utterance).not.toMatch(/\bthe regatta (?:coming along|\?)|getting on with the regatta/);
    expect(lines(base({ transcript: [boat] })).some(({ utterance }) => /the boat (?:coming along)?\?/.test(utterance))).toBe(true);
    const hope: [string, string] = ["Tomas Reyes", "Oh, hello Ada! You know what? I hope to crew on the lifeboat one day."];
    for (const { utterance } of lines(base({ transcript: [hope] }))) expect(utterance).not.toMatch(/lifeboat coming along|getting on with the lifeboat/);
    // Whom one knows is who one is: the thing the two talk about is no work of the teller's.
    const known: [string, string] = ["Tomas Reyes", "Yes! I have known my neighbour, Mei Lin, for a few years and the two of us sometimes chat about the harvest fair."];
    const replies = lines(base({ transcript: [known] }));
    for (const { utterance } of replies) expect(utterance).not.toMatch(/(?:fair|it all|that) coming along|getting on with the harvest fair/);
    expect(replies.some(({ utterance }) => /the harvest fair\?/.test(utterance))).toBe(true);
  });

  it("says a word to news before the goodbye", () => {
    const news: [string, string] = ["Tomas Reyes", "Fine, thanks. You know, I am lining up readers for the poetry night."];
    const transcript: Array<[string, string]> = Array.from({ length: 14 }, (_, i) => [i % 2 ? "Tomas Reyes" : "Ada Okafor", i % 2 ? "Not much." : "Right."]);
    // (The last line a chat allows is a goodbye.)
    for (const { utterance, end } of lines(base({ transcript: [...transcript, ["Ada Okafor", "How have you been?"] as [string, string], news].slice(-15) }))) {
      expect(end).toBe(true);
      expect(utterance).not.toMatch(/^(?:Thanks, Tomas\. See you around!|It was nice talking, Tomas\.(?: I should get back to [^.]+\.)?|See you around, Tomas!|Let's catch up again soon, Tomas\. Take care!)$/);
    }
  });

  it("tells no reflection on one's own day or an earlier talk as news", () => {
    const memories = ["Ada Okafor has been busy opening Okafor Bakery", "Ada Okafor enjoyed a friendly chat with Mei", "Ada Okafor found it interesting to hear Mei's thoughts on the light"];
    const quiet = person("Ada Okafor", true, { currently: "" });
    for (const { utterance } of lines(base({ speaker: quiet, memories, transcript: [["Tomas Reyes", "Good to see you, Ada. How have you been?"]] }))) {
      expect(utterance).not.toMatch(/been busy|friendly chat|found it interesting/);
    }
  });

  it("tells nobody their own news back, announces nobody's own event to them, and tells one's family nothing of one's status", () => {
    const heard = ["Hi Tomas! You know what? I promised you that I would bake pastries for your poetry night on May 10."];
    const tomasSpeaks = (extra: Partial<UtteranceInput>) => base({ speaker: tomas, listener: "Ada Okafor", relationship: "Ada is an old friend.", ...extra });
    const memories = ["Ada Okafor is an old friend who runs Okafor Bakery, and she has offered to bake for the poetry night"];
    for (const { utterance } of lines(tomasSpeaks({ memories, heardBefore: heard, transcript: [["Ada Okafor", "Good to see you, Tomas. How have you been?"]] }))) {
      expect(utterance).not.toMatch(/I hear you/);
    }
    expect(lines(tomasSpeaks({ memories, transcript: [["Ada Okafor", "Good to see you, Tomas. How have you been?"]] })).some(({ utterance }) => /I hear you have offered/.test(utterance))).toBe(true);
    for (const { utterance } of lines(tomasSpeaks({ transcript: [["Ada Okafor", heard[0]!]] }))) expect(utterance).not.toMatch(/I am organising a poetry night/);
    const ruth = person("Ruth Pennock", true, { currently: "Ruth Pennock is organising Saturday's regatta." });
    const family = { speaker: ruth, listener: "Ewan Pennock", memories: ["Ruth Pennock is organising Saturday's regatta"] };
    for (const { utterance } of lines(base({ ...family, household: true }))) expect(utterance).not.toMatch(/regatta/);
    expect(lines(base(family)).some(({ utterance }) => /I am organising Saturday's regatta/.test(utterance))).toBe(true);
  });
});

describe("a whisper kept as a memory", () => {
  it("names its person before the pronoun that stands for them", () => {
    const mei = person("Mei Lin", true);
    expect(thirdPersonThought(mei, "Tomas Reyes lent you a book of nature poems and you have not returned it yet"))
      .toBe("Tomas Reyes lent Mei Lin a book of nature poems and she has not returned it yet.");
  });
  it("reads a whisper in the persona's own voice ('I', 'my') as one about the persona, as docs/steering.md types it", () => {
    const mei = person("Mei Lin", true);
    expect(thirdPersonThought(mei, "Tomas hopes I will read a poem at the poetry night"))
      .toBe("Tomas hopes Mei Lin will read a poem at the poetry night.");
    expect(thirdPersonThought(mei, "I'm reading my poem at the poetry night")).toBe("Mei Lin is reading her poem at the poetry night.");
    // Beside a "you", "me" is the one whispering.
    expect(thirdPersonThought(mei, "You promised me a painting")).not.toMatch(/promised (?:Mei|her)\b/);
  });
});

describe("an interview answer", () => {
  it("knows what one does oneself: asked about the regatta one repaints one's boat for, one says yes", async () => {
    const { simulateInterviewAnswer, interviewAnswerPrompt } = await import("../../../prompts/persona/interviewAnswer.js");
    const ask = (memory: string, question: string) => simulateInterviewAnswer(interviewAnswerPrompt.inputSchema.parse({
      speaker: person("Ewan Pennock", false, { currently: "" }), question, memories: [memory], doing: "mending gear", plan: [],
    }), seededRandom(1)).answer;
    expect(ask("Ewan Pennock is repainting his boat for the regatta.", "Did you know there is a regatta on Saturday?")).toMatch(/^Yes, (?:of course|I know all about it)\. I'm repainting my boat for the regatta\.$/);
    expect(ask("Ewan Pennock is repainting his boat for the regatta.", "Have you heard that a storm is coming on Thursday night?")).toMatch(/^No\b/);
    expect(ask("Ewan Pennock is baking bread for the school.", "Did you know there is a bake sale on Saturday?")).toMatch(/^No\b/);
  });

  it("gives a second verb of 'I' the first person, not one of another subject", () => {
    expect(firstPerson("Ruth Pennock works in the Harbour Office and checks the moorings in the afternoon.", "Ruth Pennock", "she"))
      .toBe("I work in the Harbour Office and check the moorings in the afternoon.");
    expect(firstPerson("Kit Marr knows that Sol Marr is Kit's son and works at the chandlery.", "Kit Marr", "she"))
      .toBe("Sol is my son and works at the chandlery.");
    expect(firstPerson("Kit Marr is the landlady of The Anchor Inn and knows everything that happens here.", "Kit Marr", "she"))
      .toBe("I'm the landlady of The Anchor Inn and know everything that happens here.");
    expect(firstPerson("Mei Lin moved here two years ago and still feels like a newcomer.", "Mei Lin", "she")).toBe("I moved here two years ago and still feel like a newcomer.");
    // A place named after a preposition is no subject the second verb could belong to.
    expect(firstPerson("Nell Avery is holding a plant swap on Quarry Lane Common at noon and hopes the rain holds off.", "Nell Avery", "she"))
      .toBe("I'm holding a plant swap on Quarry Lane Common at noon and hope the rain holds off.");
  });

  it("names one's own family and housemates by first name, plainly ('Ewan is my husband', not 'I know that Ewan Pennock is')", () => {
    expect(firstPerson("Ruth Pennock knows that Ewan Pennock is her husband and goes out fishing before dawn.", "Ruth Pennock", "she"))
      .toBe("Ewan is my husband and goes out fishing before dawn.");
    expect(firstPerson("Ifeoma Bassey knows that Morwen Ellery is her housemate.", "Ifeoma Bassey", "she")).toBe("Morwen is my housemate.");
  });

  it("says the speaker as 'me' where a 'he' named before cannot be 'her'", () => {
    expect(firstPerson("Ada Okafor has known Tomas Reyes for ten years, and he buys a roll from her every morning.", "Ada Okafor", "she"))
      .toBe("I have known Tomas Reyes for ten years, and he buys a roll from me every morning.");
  });

  it("tells what the persona knows, not a small step it saw, the day's plan list or an empty note", () => {
    expect(worthTelling("Ewan Pennock is heading back", "Who is Ewan?")).toBe(false);
    expect(worthTelling("Jory Pennock is getting ready", "What are you getting ready for?")).toBe(false);
    expect(worthTelling("This is Ruth Pennock's plan for Monday June 2: wake up at 5:00 am", "What do you care about?")).toBe(false);
    expect(worthTelling("For Ruth Pennock's planning: Ruth has no new plans to make after talking with Jory.", "What stuck with you?")).toBe(false);
    expect(worthTelling("Ewan Pennock is conversing about the regatta", "Who did you last talk to, and what about?")).toBe(true);
    expect(worthTelling("Ewan Pennock is repainting his boat for the regatta", "Who is Ewan?")).toBe(true);
  });
});

describe("an activity's steps", () => {
  it("are small steps, never the activity again", () => {
    expect(isActivityStep("brushing teeth")).toBe(true);
    expect(isActivityStep("repainting the boat")).toBe(false);
    for (let seed = 0; seed < 5; seed++) {
      const steps = simulatedSubtasks("catching up on messages", 60, 5, seededRandom(seed)).map(([step]) => step);
      expect(steps.some((step) => /catching up on messages/.test(step))).toBe(false);
    }
  });

  it("of a meal out are ordering and paying, not cooking and washing up", () => {
    for (let seed = 0; seed < 5; seed++) {
      const steps = simulatedSubtasks("eating at Hobbs Cafe", 60, 5, seededRandom(seed)).map(([step]) => step);
      expect(steps.filter((step) => /preparing the food|washing the dishes/.test(step))).toEqual([]);
    }
  });

  it("come from a plan requirement whose habits and 'its' read as today's items", () => {
    const tomas = person("Tomas Reyes", false, { dailyPlanReq: "Tomas Reyes opens the library at 9am, and spends his evenings preparing the poetry night." });
    expect(requirementClauses(tomas).map((c) => c.text)).toContain("spend the evening preparing for the poetry night");
    const benedikt = person("Benedikt Kowal", false, { dailyPlanReq: "Benedikt Kowal opens the chandlery at 8am and does the accounts at its counter until 5pm." });
    expect(requirementClauses(benedikt).map((c) => c.text)).toContain("do the accounts at the counter");
  });
});

describe("a simulated line of talk", () => {
  const base = {
    speaker: person("Ruth Pennock", true, { currently: "Ruth Pennock is organising the regatta." }),
    listener: "Ewan Pennock",
    relationship: "Ruth and Ewan are married.",
    memories: ["Ruth Pennock is organising the regatta"],
    place: "kitchen in Pennock house",
    speakerActivity: "having lunch (eating)",
    listenerActivity: "having lunch (eating)",
    previousChat: null,
  } satisfies Partial<UtteranceInput>;
  const lines = (transcript: Array<[string, string]>) =>
    Array.from({ length: 30 }, (_, seed) => JSON.parse(utterancePrompt.simulate(utterancePrompt.inputSchema.parse({ ...base, transcript }), seededRandom(seed))) as { utterance: string; end: boolean });

  it("answers a question about oneself before anything else, also when it ends the chat", () => {
    const asked: Array<[string, string]> = [["Ruth Pennock", "Hi Ewan! I am organising the regatta."], ["Ewan Pennock", "And how have you been, Ruth?"]];
    for (const { utterance } of lines(asked)) expect(utterance).toMatch(/^(?:Fine|Not bad|Good|Same|Nothing|Not much|Just|I'm)\b/);
  });

  it("asked twice for news it has not got, answers in other words the second time", () => {
    const asked: Array<[string, string]> = [
      ["Ewan Pennock", "Have you heard anything more about the lifeboat?"],
      ["Ruth Pennock", "Not yet, but I'm keeping my ears open."],
      ["Ewan Pennock", "Any news about the harbour wall?"],
    ];
    for (const { utterance } of lines(asked)) expect(utterance).not.toContain("Not yet, but I'm keeping my ears open.");
  });

  it("never asks how a meal or the chat itself is going", () => {
    // Ruth has said her news: what is left is to ask about Ewan.
    const said: Array<[string, string]> = [["Ewan Pennock", "Hi Ruth!"], ["Ruth Pennock", "I am organising the regatta."], ["Ewan Pennock", "Good luck with it."]];
    for (const { utterance } of lines(said)) expect(utterance).not.toMatch(/How is (?:having lunch|chatting)[^?]* going/);
  });
});

describe.skipIf(!existsSync(path.resolve("../shared/smallville/base_the_ville_n25")))("the original 25-person village's persona texts, as read", () => {
  it("have their slips of form put right: 'wakes up', not 'awakes up'; 'telling his neighbors', not 'telling is neighbors'", () => {
    const { personas } = loadSmallville(path.resolve("../shared/smallville/base_the_ville_n25"), path.resolve("../shared/smallville/the_ville"));
    const texts = personas.flatMap(({ scratch: s }) => [s.lifestyle, s.currently, s.learned, s.dailyPlanReq]);
    expect(texts.filter((t) => /\bawakes? up\b|\b\w+ing is (?:neighbou?rs|friends)\b/.test(t))).toEqual([]);
    expect(texts.some((t) => /\btelling his neighbors\b/.test(t))).toBe(true);
  });
});

describe("the 25-person the_ville's classes (issue 28.2): whose 'he', 'she' and 'you' it is", () => {
  it("says one's own status in the first person, also its 'Also, he ...' and a stray 'You ...'", () => {
    const rajiv = ownStatements("Rajiv Patel is preparing for his first solo show. Also, he recently got into playing the guitar.", "Rajiv Patel");
    expect(rajiv.map((s) => sayMemory(s, "Rajiv Patel", "Klaus Mueller", "he"))).toEqual(["I am preparing for my first solo show", "I recently got into playing the guitar"]);
    const tom = ownStatements("Tom Moreno is managing the store. You don't like Sam Moore.", "Tom Moreno");
    expect(sayMemory(tom[1]!, "Tom Moreno", "John Lin", "he")).toBe("I don't like Sam Moore");
    // A sentence about someone else named first keeps its pronoun.
    expect(ownStatements("Ada Okafor bakes. Mei Lin says she loves the rye.", "Ada Okafor")[1]).toBe("Mei Lin says she loves the rye.");
  });

  it("makes what one thinks of oneself 'I think I am', and leaves a 'she' who is someone named", () => {
    expect(sayMemory("Abigail Chen thinks she is kind of cute.", "Abigail Chen", "Francisco Lopez", "she")).toBe("I think I am kind of cute");
    expect(sayMemory("Rajiv Patel knows Abigail Chen well and Rajiv thinks she is kind of cute.", "Rajiv Patel", "Klaus Mueller", "he")).toMatch(/I think she is kind of cute$/);
  });

  it("keeps the subject of 'which you find' when a whisper is stored", () => {
    const isabella = person("Isabella Rodriguez", true);
    expect(thirdPersonThought(isabella, "You often see Ryan Park working hard on his laptop and you think he is dedicated in his work, which you find to be cool"))
      .toMatch(/which Isabella finds to be cool\.$/);
  });

  it("says one's kin line as oneself in an interview ('I love him', not 'she loves him')", () => {
    expect(firstPerson("Tom Moreno is Jane Moreno's husband -- she loves him but her relationship with him has been strained recently.", "Jane Moreno", "she"))
      .toBe("Tom is my husband -- I love him but my relationship with him has been strained recently.");
    expect(firstPerson("Tom Moreno is living with his wife and is managing the store. You don't like Sam Moore.", "Tom Moreno", "he")).toMatch(/I don't like Sam Moore\.$/);
    // Who lent to whom stays: the borrower is the one who has not returned it.
    expect(firstPerson("Tomas Reyes lent Mei Lin a book of nature poems last month and she has not returned it yet.", "Mei Lin", "she"))
      .toBe("Tomas Reyes lent me a book of nature poems last month and I have not returned it yet.");
    expect(firstPerson("Ada Okafor promised Tomas Reyes that she would bake pastries.", "Tomas Reyes", "he")).toBe("Ada Okafor promised me that she would bake pastries.");
  });
});

describe("a simulated chat of two people who know many facts (the 25-person the_ville)", () => {
  const facts = (name: string) => [
    `${name} loves the family very much`, `${name} likes hip hop music`, `${name} has known the bartender Arthur Burton for a few years`,
    `${name} is curious about the local mayor election`, `${name} is working on a composition project for the college class`, `${name} frequents Hobbs Cafe`,
  ];
  const chat = (seed: number) => {
    const random = seededRandom(seed);
    const [a, b] = [person("Eddy Lin", false, { currently: "Eddy Lin is working on a composition project for his college class." }), person("Wolfgang Schulz", false, { currently: "Wolfgang Schulz is training for his next competition." })];
    const transcript: Array<[string, string]> = [];
    for (let i = 0; i < 16; i++) {
      const [speaker, listener] = i % 2 === 0 ? [a, b] : [b, a];
      const input: UtteranceInput = { speaker, listener: listener.name, relationship: "classmates", memories: facts(speaker.name), place: "common room in the Dorm", speakerActivity: "reading", listenerActivity: "reading", transcript };
      const { utterance, end } = JSON.parse(utterancePrompt.simulate!(utterancePrompt.inputSchema.parse(input), random)) as { utterance: string; end: boolean };
      transcript.push([speaker.name, utterance]);
      if (end) break;
    }
    return transcript;
  };

  it("is no list of facts: each tells a few things, and asks about what the other told", () => {
    const people = ["Eddy Lin", "Wolfgang Schulz", "Arthur Burton"];
    let asked = 0;
    for (let seed = 0; seed < 12; seed++) {
      const transcript = chat(seed);
      expect(talkProblems(transcript, people)).toEqual([]);
      for (const who of ["Eddy Lin", "Wolfgang Schulz"]) {
        const leads = transcript.filter(([w, l]) => w === who && /(?:By the way,|You know,|Also,|I've been meaning to tell you:|I was just thinking,|You know what\?)/.test(l));
        expect(leads.length).toBeLessThanOrEqual(2);
      }
      if (transcript.some(([, l]) => /\b(?:coming along|getting on with|feel about|make of|heard anything more about)\b[^?]*\?/.test(l))) asked++;
    }
    expect(asked).toBeGreaterThanOrEqual(6);
  });
});
