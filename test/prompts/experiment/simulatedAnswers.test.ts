/**
 * The simulated model answers the measurement's questions from memory alone: "yes, I heard" only when a memory bears
 * on the news, "no" when none does; why someone is not at an event from what they are doing; and the measurement
 * prompts read those answers as a careful reader would.
 */
import { describe, expect, it } from "vitest";
import { absenceReasonPrompt, reasonOfReply } from "../../../prompts/experiment/absenceReason.js";
import { factAwarenessPrompt, stanceOfReply } from "../../../prompts/experiment/factAwareness.js";
import { simulateInterviewAnswer, InterviewAnswerInputSchema } from "../../../prompts/persona/interviewAnswer.js";
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

describe("the simulated person asked why they are not at an event", () => {
  const question = "Why aren't you at the honey-rye tasting at Okafor Bakery right now?";
  const heard = ["Ada Okafor is holding a free honey-rye tasting at Okafor Bakery this afternoon"];

  it("names what keeps them (a conflict), that they never planned to go, or that they did not know", () => {
    expect(reasonOfReply(ask(question, heard, "painting in the studio").answer)).toBe("conflict");
    expect(reasonOfReply(ask(question, heard, "idle").answer)).toBe("no plan");
    expect(reasonOfReply(ask(question, [], "painting in the studio").answer)).toBe("did not know");
  });

  it("is read back by absence_reason", () => {
    const answer = ask(question, heard, "painting in the studio").answer;
    const inputs = absenceReasonPrompt.inputSchema.parse({ person: "Mei Lin", event: "the tasting", question, answer });
    expect(absenceReasonPrompt.parse(absenceReasonPrompt.simulate(inputs, seededRandom("y")), inputs)).toBe("conflict");
  });
});
