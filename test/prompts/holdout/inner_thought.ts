import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { owen } from "./fixtures.js";

const whisper = "You promised Nadia Haddad that you would bring a bench to the back door of her pharmacy on Friday at 6pm";
const inputs = { identity: owen, whisper };
const statement = "Owen Pryce promised Nadia Haddad that he would bring a bench to the back door of her pharmacy on Friday at 6pm.";

const friends = { identity: owen, whisper: "You and Lena Voss have known each other since primary school" };
const knownSince = "Owen Pryce and Lena Voss have known each other since primary school.";
const council = { identity: owen, whisper: "The stage has to be finished by Thursday evening -- the council inspects it on Friday morning" };
const inspection = "Owen Pryce knows that the stage has to be finished by Thursday evening because the council inspects it on Friday morning.";
const stand = { identity: owen, whisper: "You told Lena you would fix her music stand before you leave for the fair" };
const fixing = "Owen Pryce told Lena that he would fix her music stand before he leaves for the fair.";
const nervous = { identity: { ...owen, currently: "Owen Pryce is building his first big commission, a reading bench for the library." }, whisper: "You are nervous about your first big commission" };
const varnish = { identity: owen, whisper: "Your bench for the first-aid tent needs a coat of varnish before Friday" };
const proud = { identity: owen, whisper: "You feel proud of the stage you built for the fair" };
const solo = { identity: owen, whisper: "Lena told you she is nervous about her solo" };

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    // --- ordinary answers --------------------------------------------------------------------------------------
    text("good", "gpt-4o-mini", statement, statement),
    text("good", "gpt-4o-mini", knownSince, knownSince, { inputs: friends }),
    text("good", "gpt-4o-mini", "Owen Pryce is nervous about his first big commission.", "Owen Pryce is nervous about his first big commission.", { inputs: nervous }),
    text("good", "gpt-3.5", `"${statement}"`, statement),
    text("good", "gpt-3.5", `Sure! Here's the statement:\n\n${statement}`, statement),
    text("good", "gpt-3.5", fixing, fixing, { inputs: stand }),
    text("good", "gpt-3.5", "Owen Pryce has promised Nadia Haddad to bring a bench to the back door of her pharmacy on Friday at 6pm.", "Owen Pryce has promised Nadia Haddad to bring a bench to the back door of her pharmacy on Friday at 6pm."),
    text("good", "llama-3-8b", `Here is the thought written as a statement about Owen Pryce:\n\n${statement}\n\nI kept every detail: the bench, the back door and the time.`, statement),
    text("good", "llama-3-8b", `**${statement}**`, statement),
    text("good", "llama-3-8b", inspection, inspection, { inputs: council }),
    text("good", "qwen2.5-7b", `{"statement": "${statement}"}`, statement),
    text("good", "qwen2.5-7b", "Owen promised Nadia that he would bring a bench to the back door of her pharmacy on Friday at 6pm.", "Owen promised Nadia that he would bring a bench to the back door of her pharmacy on Friday at 6pm."),
    text("good", "1b", "Owen Pryce promised Nadia Haddad a bench. He will bring it to the back door of her pharmacy on Friday at 6pm.", "Owen Pryce promised Nadia Haddad a bench. He will bring it to the back door of her pharmacy on Friday at 6pm."),
    text("good", "reasoning", `<think>\n"You" is Owen. Third person: Owen Pryce promised ... he would ... Keep Friday at 6pm and the back door.\n</think>\n\n${statement}`, statement),
    text("good", "reasoning", `<think>\nThe whisper is about the stage, not about Owen doing something; frame it as what he knows.\n</think>\n${inspection}`, inspection, { inputs: council }),
    text("good", "gpt-4o-mini", "Owen Pryce's bench for the first-aid tent needs a coat of varnish before Friday.", "Owen Pryce's bench for the first-aid tent needs a coat of varnish before Friday.", { inputs: varnish }),
    text("good", "gpt-3.5", "Owen Pryce feels proud of the stage he built for the fair.", "Owen Pryce feels proud of the stage he built for the fair.", { inputs: proud }),
    text("good", "llama-3-8b", "Sure! Here's the statement:\n\nLena told Owen Pryce that she is nervous about her solo.", "Lena told Owen Pryce that she is nervous about her solo.", { inputs: solo }),
    text("good", "qwen2.5-7b", "Owen Pryce is nervous about his first big commission.", "Owen Pryce is nervous about his first big commission.", { inputs: nervous }),

    // --- the whisper echoed in the second person, or the first -----------------------------------------------------
    text("second-person", "1b", `${whisper}.`, "fallback"),
    text("second-person", "gpt-3.5", "You promised Nadia a bench for Friday at 6pm.", "fallback"),
    text("second-person", "llama-3-8b", "I promised Nadia Haddad that I would bring a bench to the back door of her pharmacy on Friday at 6pm.", "fallback"),
    text("second-person", "1b", "Owen Pryce promised Nadia Haddad that you would bring a bench to the back door of her pharmacy on Friday at 6pm.", "fallback"),
    text("second-person", "qwen2.5-7b", "Owen Pryce: I promised Nadia I'd bring the bench round to her back door on Friday at 6pm.", "fallback"),
    text("second-person", "1b", "You are nervous about your first big commission.", "fallback", { inputs: nervous }),

    // --- cut off by the token cap -------------------------------------------------------------------------------
    capped("gpt-4o-mini", "Owen Pryce promised Nadia Haddad that he would bring a bench to the back door of her pharmacy on Friday at", "fallback"),
    capped("llama-3-8b", "Owen Pryce promised Nadia Haddad that he would bring a bench to the back door of her pharmacy", "fallback"),
    text("cut-off", "1b", "Owen Pryce promised Nadia Haddad that he would bring a bench to the back door of her pharm", "fallback"),
    text("cut-off", "qwen2.5-7b", '{"statement": "Owen Pryce promised Nadia Haddad that he would bring a bench to', "fallback"),
    text("cut-off", "reasoning", "<think>\nThe whisper addresses Owen as you. I need to turn it into the third person, keeping the day and", "fallback"),

    // --- refusals and confusion ---------------------------------------------------------------------------------
    text("refusal", "refusal", "I'm sorry, but I can't help with that.", "fallback"),
    text("refusal", "gpt-3.5", "I'm not sure what you mean by \"put to Owen as you\". Could you clarify what you'd like me to write?", "fallback"),
    text("refusal", "refusal", "I can't write down someone's private thoughts.", "fallback"),

    // --- labels and notes ---------------------------------------------------------------------------------------
    text("label", "gpt-3.5", `Statement: ${statement} (This reflects Owen's commitment to Nadia.)`, statement),
    text("label", "llama-3-8b", `**Memory:** ${statement}`, statement),
    text("label", "qwen2.5-7b", `Owen's memory: ${statement}`, statement),
    text("label", "gpt-4o-mini", `${statement}\n\nNote: I kept every fact (who, what, where and when) and added nothing.`, statement),

    // --- placeholders, braces, nothing, loops, alternatives ----------------------------------------------------------
    text("placeholder", "1b", "<name> promised Nadia Haddad that <name> would bring a bench to the back door of her pharmacy on Friday at 6pm.", "fallback"),
    text("brace", "qwen2.5-7b", `${statement}"}`, statement),
    text("ellipsis", "1b", "...", "fallback"),
    text("loop", "1b", "Owen Pryce promised. Owen Pryce promised. Owen Pryce promised.", "fallback"),
    text("good", "gpt-3.5", `Option 1: ${statement}\nOption 2: Owen promised Nadia a bench for Friday evening.`, "fallback"),
  ],
  structured: [
    object("good", "valid", { statement }, statement),
    object("second-person", "the whisper echoed", { statement: `${whisper}.` }, "fallback"),
    object("second-person", "in the first person", { statement: "I promised Nadia Haddad that I would bring a bench to the back door of her pharmacy on Friday at 6pm." }, "fallback"),
    object("refusal", "a refusal in the field", { statement: "I'm sorry, but I can't rewrite personal thoughts." }, "fallback"),
    object("renamed-field", "thought for statement", { thought: statement }, statement),
    object("extra-field", "a field beside it", { statement, person: "third" }, statement),
    object("label", "a label inside", { statement: `Statement: ${statement}` }, statement),
    object("placeholder", "a placeholder", { statement: "<statement about Owen Pryce>" }, "fallback"),
    object("ellipsis", "\"...\"", { statement: "..." }, "fallback"),
    rawAnswer("cut-off", "cut off mid-sentence", '{"statement": "Owen Pryce promised Nadia Haddad that he would bring a bench to the back door of', "fallback", { finishReason: "length" }),
  ],
});
