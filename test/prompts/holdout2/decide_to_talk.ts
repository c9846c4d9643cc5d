import { decideToTalkPrompt } from "../../../prompts/decideToTalk.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  initiator: { name: "Priya Raman", currTime: "2024-09-09T16:10:00", actAddress: "Millbrook:Millbrook Quay:jetty:mooring post", actDescription: "training the rowing crew (waiting for the children)", plannedPath: [] },
  target: { name: "Tomasz Nowak", currTime: "2024-09-09T16:10:00", actAddress: "Millbrook:Millbrook Quay:jetty:ferry", actDescription: "repainting the ferry (sanding the rail)", plannedPath: [] },
  lastChat: { created: "2024-09-02T16:30:00", description: "conversing about borrowing a pump for the school's boat" },
  retrieved: {
    events: [{ description: "Tomasz Nowak is repainting the ferry" }],
    thoughts: [{ description: "Priya Raman wants to ask Tomasz whether he can patch the school's leaking boat" }],
  },
};

export default corpusOf<boolean>({
  prompt: decideToTalkPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
