/**
 * The bundled interview: questions in the five categories the generative-agents paper evaluated believability with
 * (self-knowledge, memory, plans, reactions, reflections), written for this package. `{other}` stands for another
 * persona of the town (the next one in the village's order), so every persona is asked about someone it may know.
 * `npm start -- interview --run <dir>` asks every persona all of them; the interview graph's example asks the first.
 */

export const INTERVIEW_CATEGORIES = ["self-knowledge", "memory", "plans", "reactions", "reflections"] as const;
/** A category of the paper's interview evaluation: self-knowledge, memory, plans, reactions, reflections. */
export type InterviewCategory = (typeof INTERVIEW_CATEGORIES)[number];

/** One bundled interview question with its category (`{other}` stands for another persona). */
export interface InterviewQuestion {
  category: InterviewCategory;
  /** The question; `{other}` is another persona's name. */
  text: string;
}

/** The bundled interview questions, five per category, written for this package. */
export const INTERVIEW_QUESTIONS: readonly InterviewQuestion[] = [
  { category: "self-knowledge", text: "Tell me a little about yourself: who are you and what do you do?" },
  { category: "self-knowledge", text: "What does an ordinary weekday look like for you?" },
  { category: "self-knowledge", text: "What do you care about most in your work?" },
  { category: "self-knowledge", text: "How would your friends describe you?" },
  { category: "self-knowledge", text: "What has been on your mind lately?" },

  { category: "memory", text: "Who is {other}?" },
  { category: "memory", text: "What do you know about what {other} is working on these days?" },
  { category: "memory", text: "Is anything special happening in town soon?" },
  { category: "memory", text: "Who did you last talk to, and what about?" },
  { category: "memory", text: "What happened today that stuck with you?" },

  { category: "plans", text: "What are you doing right now, and what comes next?" },
  { category: "plans", text: "What is your plan for the rest of today?" },
  { category: "plans", text: "Where will you be at five in the afternoon?" },
  { category: "plans", text: "What are you getting ready for this week?" },
  { category: "plans", text: "When will you go to bed tonight?" },

  { category: "reactions", text: "You smell smoke coming from your kitchen. What do you do?" },
  { category: "reactions", text: "{other} stops you in the street looking upset. How do you respond?" },
  { category: "reactions", text: "It starts to pour with rain just as you step outside. What now?" },
  { category: "reactions", text: "A stranger asks you the way to the library. What do you tell them?" },
  { category: "reactions", text: "You are asked to help with an event you know nothing about. What do you say?" },

  { category: "reflections", text: "What have you learned about yourself recently?" },
  { category: "reflections", text: "If you could spend an afternoon with one person in town, who would it be and why?" },
  { category: "reflections", text: "What do you think of {other}?" },
  { category: "reflections", text: "What is the most important thing that happened to you today?" },
  { category: "reflections", text: "Is there something you would like to change about your life?" },
];

/** The question as asked of `persona` in a town of `order` (`{other}`: the next persona in the order). */
export function questionFor(question: InterviewQuestion, persona: string, order: readonly string[]): string {
  const others = order.filter((name) => name !== persona);
  const other = others[Math.max(0, order.indexOf(persona)) % Math.max(1, others.length)] ?? "your neighbour";
  return question.text.replaceAll("{other}", other);
}
