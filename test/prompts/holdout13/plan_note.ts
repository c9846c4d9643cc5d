import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  good: [
    "I need to dress the heifer's hock this morning so she's sound for Saturday's show. I should give Kofi an answer about the fell race crossing the top of the hay meadow.",
    "Nothing is booked for today. I must clean and dress the cut on the heifer's hock, and tell Kofi whether his race can use the top of my meadow.",
    "Fell Road is open again, so the tanker should come as usual. I'll see to the heifer's hock first thing and think over Kofi's race route before I ring him.",
  ],
  echoed: 'Write it as Elin\'s own short note to self, in the first person ("I ..."), in a few sentences.',
  translated: [
    ["gpt-sw3", "Jag måste lägga om såret på kvigans has i dag, så att hon är i form till utställningen på lördag. Jag ska också ge Kofi besked om loppet över ängen."],
    ["gigachat", "Сегодня мне нужно обработать порез на скакательном суставе тёлки перед субботней выставкой и ответить Кофи насчёт забега по краю луга."],
  ],
  placeholder: "I need to <what Elin must remember> at <time> in <place>.",
  refusal: "I'm sorry, but I can't write personal notes on behalf of a real person.",
  loop: "I need to see to the heifer. I need to see to the heifer. I need to see to the heifer. I need to see to the heifer. I need to see to the heifer. I need to see to the heifer. I need to see to the heifer.",
  cut: "<think>\nShe wants a note for Wednesday. Fell Road was Tuesday, so that is over. The heifer's cut happened at four yesterday, so she",
};

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs: INPUTS.plan_note,
  text: [
    ...freeTextCases(f),
    text("second-person", "hermes-3", "You need to dress the heifer's hock before Saturday and answer Kofi about the race across your meadow.", "fallback"),
  ],
  structured: freeTextObjects("note", "plan", f),
});
