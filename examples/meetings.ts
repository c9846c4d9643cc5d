/**
 * Bundled decide-to-talk examples: three meetings in the team's own village, one for each way the decision goes
 * (the model is asked; a gate closes at the late hour; the cooldown after a recent chat).
 */
import type { DecideToTalkInput } from "../prompts/decideToTalk.js";

const ada = {
  name: "Ada Okafor",
  currTime: "2023-02-13T09:30:00",
  actAddress: "Larkspur:Okafor Bakery:shop floor:counter",
  actDescription: "selling bread (wrapping a sourdough loaf)",
  plannedPath: [] as [number, number][],
  chattingWith: null,
  chattingWithBuffer: {} as Record<string, number>,
};

const tomas = {
  name: "Tomas Reyes",
  currTime: "2023-02-13T09:30:00",
  actAddress: "Larkspur:Okafor Bakery:shop floor:counter",
  actDescription: "buying breakfast (waiting in line)",
  plannedPath: [[12, 7]] as [number, number][],
  chattingWith: null,
  chattingWithBuffer: {} as Record<string, number>,
};

export interface Meeting {
  title: string;
  input: DecideToTalkInput;
}

export const meetings: Meeting[] = [
  {
    title: "Morning at the bakery: the model decides",
    input: {
      initiator: ada,
      target: tomas,
      lastChat: { created: "2023-02-12T17:10:00", description: "the poetry night at the library" },
      retrieved: {
        events: [{ description: "Tomas Reyes is carrying a stack of returned books" }],
        thoughts: [{ description: "Ada Okafor wants to ask Tomas Reyes about the poetry night" }],
      },
    },
  },
  {
    title: "Closing time: no chats from 23:00 (lateHourCutoff)",
    input: {
      initiator: { ...ada, currTime: "2023-02-13T23:05:00", actDescription: "closing the shop (counting the till)" },
      target: { ...tomas, currTime: "2023-02-13T23:05:00", actDescription: "walking home" },
      lastChat: null,
      retrieved: { events: [], thoughts: [] },
    },
  },
  {
    title: "Just talked: the chat cooldown (chatCooldownTicks) is not spent",
    input: {
      initiator: { ...ada, chattingWithBuffer: { "Tomas Reyes": 640 } },
      target: tomas,
      lastChat: { created: "2023-02-13T09:05:00", description: "the price of rye flour" },
      retrieved: { events: [], thoughts: [] },
    },
  },
];
