import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { priya } from "./fixtures.js";

const inputs = {
  identity: { ...priya, currTime: "2024-09-09T00:00:00" },
  wakeUpHour: 6,
  dailyPlan: [
    "wake up and go for a run along the towpath at 6:30 am",
    "teach the Year 4 class from 9:00 am to 12:00 pm",
    "have lunch in the staff room at 12:00 pm",
    "teach from 1:00 pm to 3:00 pm",
    "train the rowing crew at the quay from 4:00 pm to 5:30 pm",
    "mark homework at 7:00 pm",
    "go to bed at 11:00 pm",
  ],
};

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
