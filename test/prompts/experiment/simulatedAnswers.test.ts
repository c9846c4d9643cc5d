/**
 * The simulated model answers the measurement's questions from memory alone: "yes, I heard" only when a memory bears
 * on the news, "no" when none does; why someone is not at an event from what they are doing; and the measurement
 * prompts read those answers as a careful reader would.
 */
import { describe, expect, it } from "vitest";
import { absenceReasonPrompt, reasonOfReply } from "../../../prompts/experiment/absenceReason.js";
import { factAwarenessPrompt, stanceOfReply } from "../../../prompts/experiment/factAwareness.js";
import { interviewAnswerPrompt, simulateInterviewAnswer, InterviewAnswerInputSchema } from "../../../prompts/persona/interviewAnswer.js";
import { seededRandom } from "../../../tools/random.js";
import { mei } from "../corpus/fixtures.js";

const ask = (question: string, memories: string[], doing = "sketching in the park") =>
  simulateInterviewAnswer(InterviewAnswerInputSchema.parse({ speaker: mei, doing, question, memories }), seededRandom("test", question, memories.join("|")));

describe("the simulated person asked about news", () => {
  const question = "Did you know there is a free honey-rye tasting at the bakery this afternoon?";

  it("says yes only from a memory that bears on it, and cites that memory", () => {
    const memories = ["Mei Lin is sketching", "Ada Okafor told Mei about the free honey-rye tasting at the bakery this afternoon"];
    const answer = ask(question, memories);
    expect(stanceOfReply(answer.answer)).toBe("yes");
    expect(answer.drewOn).toEqual([1]);
  });

  it("says no when no memory holds it, whatever else it remembers", () => {
    for (const memories of [[], ["Mei Lin buys bread at Okafor Bakery", "the bakery counter is idle"]]) {
      expect(stanceOfReply(ask(question, memories).answer)).toBe("no");
    }
  });

  it("is read back the same way by fact_awareness", () => {
    const answer = ask(question, ["Ada Okafor is holding a free honey-rye tasting at the bakery this afternoon"]).answer;
    const inputs = factAwarenessPrompt.inputSchema.parse({ person: "Mei Lin", fact: "a tasting", question, answer });
    expect(factAwarenessPrompt.parse(factAwarenessPrompt.simulate(inputs, seededRandom("x")), inputs)).toBe("yes");
  });
});

describe("the simulated person asked about news of someone", () => {
  const question = "Did you know that Tomas Reyes is running for mayor?";

  it("knows it only from a memory that names that person, not from one that shares the other words", () => {
    const overheard = ["Mei Lin wonders who will be running for mayor this spring"];
    expect(stanceOfReply(ask(question, overheard).answer)).not.toBe("yes");
    const seenTalking = [...overheard, "Tomas Reyes is conversing about the mayor election and the harvest"];
    expect(stanceOfReply(ask(question, seenTalking).answer)).not.toBe("yes");
    const told = [...overheard, "Ada Okafor told Mei that Tomas Reyes is running for mayor"];
    const answer = ask(question, told);
    expect(stanceOfReply(answer.answer)).toBe("yes");
    expect(answer.drewOn).toEqual([1]);
  });
});

describe("the simulated person asked about someone", () => {
  it("says a thing seen twice once, as told later, and the reader takes the answer", () => {
    const memories = [
      "Ada Okafor is conversing about the poetry night",
      "Ada Okafor is conversing about the poetry night and the lemon tarts",
      "For Mei's planning: Mei should keep in mind, when planning the day, that Ada mentioned: \"Come early on Friday.\"",
    ];
    const inputs = InterviewAnswerInputSchema.parse({ speaker: mei, doing: "sketching in the park", question: "Do you know Ada Okafor?", memories });
    const { answer, drewOn } = simulateInterviewAnswer(inputs, seededRandom("someone"));
    expect(answer.match(/poetry night/g)).toHaveLength(1);
    expect(answer).toMatch(/Ada was conversing about the poetry night/);
    expect(answer).toMatch(/Ada mentioned: "Come early on Friday\."/);
    expect(answer).not.toMatch(/\bme should\b|keep in mind/);
    expect(drewOn).toEqual([0, 2]);
    // The prompt's own reader takes the simulated reply as it is (it refuses answers that repeat themselves).
    const read = interviewAnswerPrompt.parse(interviewAnswerPrompt.simulate!(inputs, seededRandom("someone")), inputs);
    expect(read.answer).toBe(answer);
  });
});

describe("the simulated person asked why they are not at an event", () => {
  const question = "Why aren't you at the honey-rye tasting at Okafor Bakery right now?";
  const heard = ["Ada Okafor is holding a free honey-rye tasting at Okafor Bakery this afternoon"];

  it("names what keeps them (a conflict), that they never planned to go, or that they did not know", () => {
    expect(reasonOfReply(ask(question, heard, "painting in the studio").answer)).toBe("conflict");
    expect(reasonOfReply(ask(question, heard, "idle").answer)).toBe("no plan");
    expect(reasonOfReply(ask(question, [], "painting in the studio").answer)).toBe("did not know");
  });

  it("knows the event from a memory naming it by one of its names (the party at the cafe is the Spring Party at Brook Cafe)", () => {
    const named = "Why aren't you at the Spring Party at Brook Cafe right now?";
    expect(reasonOfReply(ask(named, ["Ada Okafor is hosting a party at Brook Cafe this evening"], "painting in the studio").answer)).toBe("conflict");
    expect(reasonOfReply(ask(named, ["Ada Okafor is baking bread"], "painting in the studio").answer)).toBe("did not know");
  });

  it("is read back by absence_reason", () => {
    const answer = ask(question, heard, "painting in the studio").answer;
    const inputs = absenceReasonPrompt.inputSchema.parse({ person: "Mei Lin", event: "the tasting", question, answer });
    expect(absenceReasonPrompt.parse(absenceReasonPrompt.simulate(inputs, seededRandom("y")), inputs)).toBe("conflict");
  });
});
