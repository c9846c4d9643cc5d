import { describe, expect, it } from "vitest";
import { chatProblems, householdNewsProblems, reflectionProblems, repeatedLineProblems, speechProblems, talkProblems, toldBackProblems } from "./speechProblems.js";

const people = ["Ada Okafor", "Tomas Reyes", "Isabella Rodriguez"];

describe("speechProblems", () => {
  it.each([
    ["I are also exploring improvisational comedy classes."],
    ["I know you is a professor at my college."],
    ["I promised Tomas Reyes that me would bake pastries for my poetry night."],
    ["She would love my to read a poem."],
    ["I heard tomas is planning a poetry night."],
    ["Hi Ada! It's good to see you. You are an old friend who runs Okafor Bakery."],
    ["eating lunch at the bed"],
    ["Right now I'm heading on."],
    ["I has a new loaf to test."],
    ["He are opening the library."],
    ["I'm going to."],
    ["She is choosing poems to open with the."],
    ["I have known my neighbor for a few years and I two sometimes chat about the election."],
    ["I have known my neighbor since the time I helped me with some legal matters."],
    ["Ivy is my lodger but I don't really find me too comfortable."],
    ["I have known Ivy for a year and I talk to my often about the book."],
    ["In the evenings I sometime spends an hour at the pub."],
  ])("catches %s", (text) => {
    expect(speechProblems(text, { people })).not.toEqual([]);
  });

  it("catches an action in a place that does not fit it", () => {
    expect(speechProblems("sleeping", { address: "the Ville:Hobbs Cafe:cafe:counter" })).not.toEqual([]);
    expect(speechProblems("eating lunch", { address: "Larkspur:Ada's house:bedroom:bed" })).not.toEqual([]);
  });

  it("catches a walk at home furniture and a chore at a bed, not the steps done at home before going out", () => {
    const bed = "Saltmere:Pennock house:main bedroom:double bed";
    expect(speechProblems("taking a short walk around the neighbourhood (walking around)", { address: bed })).not.toEqual([]);
    expect(speechProblems("stretching and getting some fresh air (resting on a bench)", { address: "Saltmere:Net Loft flats:flat one:desk" })).not.toEqual([]);
    expect(speechProblems("tidying up (sweeping the floor)", { address: bed })).not.toEqual([]);
    expect(speechProblems("taking a short walk around the neighbourhood (putting on shoes)", { address: bed })).toEqual([]);
    expect(speechProblems("taking a short walk around the neighbourhood (walking around)", { address: "Saltmere:Sea Wall Promenade:promenade:bench" })).toEqual([]);
    expect(speechProblems("waking up and completing the morning routine (making the bed)", { address: bed })).toEqual([]);
    expect(speechProblems("tidying up (sweeping the floor)", { address: "Saltmere:Pennock house:kitchen:kitchen table" })).toEqual([]);
  });

  it.each([
    ["I'm testing a new honey-rye loaf this morning."],
    ["You're organising a poetry night at the library, aren't you?"],
    ["I promised Tomas Reyes that I would bake pastries for his poetry night."],
    ["Would you like me to read a poem?"],
    ["Let me know if there is anything I can bring."],
    ["Ada Okafor is an old friend who runs Okafor Bakery."],
    ["I was up early, and I have the ovens going."],
    ["sleeping"],
    ["eating lunch at the cafe counter"],
    ["Tomas is planning a poetry night, and she'd love to read."],
    ["What's going on at the library today?"],
    ["I have known my neighbor since the time she helped me with some legal matters."],
    ["Ivy is my lodger but I don't really find her too comfortable."],
    ["I have known Ivy for years and the two of us sometimes chat about the election."],
    ["I want to help you, so let me know."],
    ["You know, Maria Lopez and I are close friends and classmates."],
    // A preposition at the end of an infinitive's clause is English, not a phrase cut short.
    ["Tomas Reyes is choosing poems to open with"],
    ["She needs someone to talk to."],
    ["I found a quiet corner to work in."],
  ])("passes %s", (text) => {
    expect(speechProblems(text, { people })).toEqual([]);
  });

  it("passes actions in the places they fit", () => {
    expect(speechProblems("sleeping", { address: "Larkspur:Ada's house:bedroom:bed" })).toEqual([]);
    expect(speechProblems("eating breakfast", { address: "Larkspur:Ada's house:kitchen:table" })).toEqual([]);
    expect(speechProblems("having lunch (washing the dishes)", { address: "Larkspur:Ada's house:kitchen:sink" })).toEqual([]);
  });
});

describe("talkProblems", () => {
  const people = ["Rajiv Patel", "Klaus Mueller", "Mei Lin", "Eddy Lin", "Tom Moreno", "John Lin"];
  it("catches a speaker telling fact after fact after 'By the way,' and 'You know,'", () => {
    const chat: Array<[string, string]> = [
      ["Eddy Lin", "Oh, hello Mei! You know what? I love my family very much."],
      ["Mei Lin", "Oh, yes. I know the Moreno family somewhat well."],
      ["Eddy Lin", "Mm, I know what you mean. You know, I like hip hop music."],
      ["Mei Lin", "I see. You know, I am a professor who loves teaching."],
      ["Eddy Lin", "That's good to know. By the way, I am a music student at the Oak Hill College."],
      ["Mei Lin", "Oh, really? Also, I know of Tamara Taylor who lives next block."],
    ];
    expect(talkProblems(chat, people).some((p) => p.startsWith("Eddy Lin tells fact after fact"))).toBe(true);
    expect(talkProblems(chat.slice(0, 3), people)).toEqual([]);
  });

  it("catches one person saying back the fact the other just said", () => {
    const chat: Array<[string, string]> = [
      ["Mei Lin", "Oh, really? You know, Tom Moreno and my husband, John Lin, are colleagues at The Willows Market and Pharmacy."],
      ["Eddy Lin", "Yes! Tom Moreno and my father, John Lin, are colleagues at The Willows Market and Pharmacy."],
    ];
    expect(talkProblems(chat, people)).toHaveLength(1);
    expect(talkProblems([chat[0]!, ["Eddy Lin", "How is the Willows Market and Pharmacy coming along?"]], people)).toEqual([]);
  });

  it("catches a speaker talking of themselves as 'he', not a 'he' about someone just named", () => {
    const reply: [string, string] = ["Klaus Mueller", "How exciting!"];
    expect(talkProblems([["Rajiv Patel", "Hi Klaus! You know what? Also, he recently got into playing the guitar."], reply], people)).toHaveLength(1);
    expect(talkProblems([["Rajiv Patel", "Hi Klaus! You know what? I recently got into playing the guitar."], reply], people)).toEqual([]);
    expect(talkProblems([["Klaus Mueller", "I saw Tom Moreno at the market."], ["Rajiv Patel", "Oh, really? He told me about the election."]], people)).toEqual([]);
  });
});

describe("chatProblems: who is whose, and replies that fit", () => {
  const has = (chat: Array<[string, string]>, start: RegExp) => chatProblems(chat).some((p) => start.test(p));

  it("catches the listener asking the teller how the teller gets on with the listener's own event", () => {
    const told: [string, string] = ["Ada Okafor", "Hi Tomas! You know what? I promised you that I would bake pastries for your poetry night on May 10."];
    expect(has([told, ["Tomas Reyes", "That sounds wonderful! How are you getting on with the poetry night?"]], /asks Ada Okafor how they get on/)).toBe(true);
    expect(has([told, ["Tomas Reyes", "That sounds wonderful! How is the poetry night coming along?"]], /asks Ada Okafor how they get on/)).toBe(true);
    expect(has([told, ["Tomas Reyes", "That sounds wonderful! How are the pastries coming along?"]], /asks Ada Okafor how they get on/)).toBe(false);
    const inviting: [string, string] = ["Tomas Reyes", "That's good to know. By the way, I am lining up readers and inviting everyone I meet to come and read a poem."];
    expect(has([inviting, ["Ada Okafor", "How exciting! How are you getting on with the poem?"]], /what they ask others to do/)).toBe(true);
    expect(has([inviting, ["Ada Okafor", "How exciting! How are the readers coming along?"]], /what they ask others to do/)).toBe(false);
  });

  it("catches delight at worrying news and 'coming along' asked of a meeting called for today", () => {
    const storm: [string, string] = ["Ruth Pennock", "I see. Also, I am holding a storm meeting at The Anchor Inn at 5pm today, because the radio has just warned of a storm."];
    expect(has([storm, ["Morwen Ellery", "That sounds wonderful! How is the storm meeting coming along?"]], /answers worrying news cheerfully/)).toBe(true);
    expect(has([storm, ["Morwen Ellery", "That sounds serious. Who is coming to the storm meeting?"]], /answers worrying news cheerfully/)).toBe(false);
    expect(has([storm, ["Morwen Ellery", "That sounds wonderful! How is the storm meeting coming along?"]], /meeting called for today/)).toBe(true);
    expect(has([storm, ["Morwen Ellery", "That sounds serious. Who is coming to the storm meeting?"]], /meeting called for today/)).toBe(false);
    const party: [string, string] = ["Tomas Reyes", "You know, I am organising a poetry night at the library on May 10."];
    expect(has([party, ["Ada Okafor", "That sounds wonderful! How is the poetry night coming along?"]], /cheerfully|called for today/)).toBe(false);
  });

  it("catches a feeling about a thing told as news, and 'nothing special' after telling one's busy day", () => {
    expect(has([["Ruth Pennock", "Better than I expected."], ["Morwen Ellery", "I understand. By the way, the boat matters to me right now."]], /tells a feeling about a thing as news/)).toBe(true);
    expect(has([["Ruth Pennock", "I am repainting the boat."], ["Morwen Ellery", "Oh, the boat! It matters to me too."]], /tells a feeling about a thing as news/)).toBe(false);
    const told: [string, string] = ["Ruth Pennock", "Oh, hello Jory! I've been meaning to tell you: I am holding a storm meeting at 5pm today."];
    const asked: [string, string] = ["Jory Pennock", "So, Ruth, what are you up to today?"];
    expect(has([told, asked, ["Ruth Pennock", "Nothing special. I'm just working in the Harbour Office."]], /nothing on after telling/)).toBe(true);
    expect(has([told, asked, ["Ruth Pennock", "Mostly what I told you. I'm just working in the Harbour Office."]], /nothing on after telling/)).toBe(false);
    expect(has([["Ruth Pennock", "Hi Jory!"], asked, ["Ruth Pennock", "Nothing special. I'm just working in the Harbour Office."]], /nothing on after telling/)).toBe(false);
  });

  it("catches 'I know what you mean' said to plain news, not to a feeling", () => {
    const reply: [string, string] = ["Tomas Reyes", "Mm, I know what you mean. You know, I am lining up readers."];
    expect(has([["Ada Okafor", "It's coming along. You know, I am testing a new honey-rye loaf for the bakery's menu."], reply], /I know what you mean/)).toBe(true);
    expect(has([["Ada Okafor", "Honestly, I worry the oven is too small for the order."], reply], /I know what you mean/)).toBe(false);
  });

  it("catches a name said twice in one line", () => {
    expect(has([["Ada Okafor", "Oh, hello Tomas! How have you been, Tomas?"]], /says "Tomas" twice/)).toBe(true);
    expect(has([["Ada Okafor", "Oh, hello Tomas! How have you been?"]], /twice/)).toBe(false);
  });

  it("catches a request under a news lead, and a goodbye right after being asked", () => {
    const chat: Array<[string, string]> = [
      ["Ada Okafor", "Hi Tomas! I've been meaning to tell you: I want to hear more from you about the poem."],
      ["Tomas Reyes", "Let's talk more about the poem soon, Ada. Take care!"],
    ];
    expect(has(chat, /tells a request as news/)).toBe(true);
    expect(has(chat, /leaves right after being asked/)).toBe(true);
    expect(has([["Ada Okafor", "Hi Tomas! Any news about the poem?"], ["Tomas Reyes", "Not yet, but I'm keeping my ears open. Let's talk more about the poem soon, Ada. Take care!"]], /request|leaves right after/)).toBe(false);
  });

  it("catches a habit as the first news one tells, not a habit after real news", () => {
    const chat: Array<[string, string]> = [
      ["Ada Okafor", "Oh, hello Tomas! How have you been?"],
      ["Tomas Reyes", "Fine, thanks. By the way, I keep a notebook of book suggestions for my regular visitors."],
      ["Ada Okafor", "Let's catch up again soon, Tomas. Take care!"],
    ];
    expect(has(chat, /Tomas Reyes's first news is a habit/)).toBe(true);
    const withNews: Array<[string, string]> = [chat[0]!, ["Tomas Reyes", "Fine, thanks. By the way, I am lining up readers for the poetry night. Also, I keep a notebook of book suggestions."], chat[2]!];
    expect(has(withNews, /first news is a habit/)).toBe(false);
    const after: Array<[string, string]> = [chat[0]!, ["Tomas Reyes", "Fine, thanks. I am lining up readers for the poetry night."], ["Ada Okafor", "How exciting!"], ["Tomas Reyes", "You know, I keep a notebook of book suggestions."]];
    expect(has(after, /first news is a habit/)).toBe(false);
  });

  it("catches news answered by a bare goodbye, not a goodbye after a word to it or after a stock answer", () => {
    const told: [string, string] = ["Tomas Reyes", "Fine, thanks. You know, I keep a notebook of book suggestions for my regular visitors."];
    expect(has([["Ada Okafor", "Hi Tomas!"], told, ["Ada Okafor", "Thanks, Tomas. See you around!"]], /leaves right after being told news/)).toBe(true);
    expect(has([["Ada Okafor", "Hi Tomas!"], told, ["Ada Okafor", "That's good to know. See you around, Tomas!"]], /leaves right after being told news/)).toBe(false);
    expect(has([["Ada Okafor", "How is the loaf coming along?"], ["Tomas Reyes", "It's coming along, thanks for asking."], ["Ada Okafor", "Thanks, Tomas. See you around!"]], /leaves right after being told news/)).toBe(false);
  });

  it("catches one's own event announced to one who just called it one's own", () => {
    const chat: Array<[string, string]> = [
      ["Ada Okafor", "Hi Tomas! You know what? I promised you that I would bake pastries for your poetry night on May 10."],
      ["Tomas Reyes", "That sounds wonderful! Also, I am organising a poetry night at Larkspur Library on May 10 at 7pm."],
    ];
    expect(has(chat, /announces their own "night"/)).toBe(true);
    expect(has([["Ada Okafor", "Hi Tomas!"], chat[1]!], /announces/)).toBe(false);
  });

  it("catches a reflection on one's own day told as news", () => {
    expect(has([["Ada Okafor", "How have you been?"], ["Tomas Reyes", "Fine, thanks. You know, I have been busy opening Larkspur Library."]], /reflection on their own day/)).toBe(true);
    expect(has([["Ada Okafor", "How have you been?"], ["Tomas Reyes", "Fine, thanks. You know, I am lining up readers for the poetry night."]], /reflection on their own day/)).toBe(false);
  });

  it("catches the teller asked how they get on with a thing their news only named on the way, not with their work", () => {
    const told: [string, string] = ["Tomas Reyes", "By the way, I am lining up readers, setting up chairs around the small stage, and inviting everyone I meet."];
    expect(has([told, ["Ada Okafor", "How exciting! How are you getting on with the small stage?"]], /only named on the way/)).toBe(true);
    expect(has([["Farid Rahimi", "I am trying to bring buyers from the city to the fish market."], ["Ewan Pennock", "Oh, really? How are you getting on with the city?"]], /only named on the way/)).toBe(true);
    expect(has([["Ewan Pennock", "I am repainting my boat for the regatta."], ["Pip Santos", "Oh, really? How is the boat coming along?"]], /only named on the way/)).toBe(false);
    expect(has([told, ["Ada Okafor", "How exciting! How is it all coming along?"]], /only named on the way/)).toBe(false);
    expect(has([["Maria Lopez", "I am working on my physics degree."], ["Klaus Mueller", "Oh, really? How are you getting on with the physics degree?"]], /only named on the way/)).toBe(false);
  });
});

describe("toldBackProblems and householdNewsProblems: nobody told what they know", () => {
  it("catches news about the listener told back to them as heard, after they told it themselves that day", () => {
    const morning: Array<[string, string]> = [["Ada Okafor", "Hi Tomas! You know what? I promised you that I would bake pastries for your poetry night on May 10."], ["Tomas Reyes", "That sounds wonderful!"]];
    const noon: Array<[string, string]> = [["Ada Okafor", "Any news about the poem?"], ["Tomas Reyes", "Nothing more so far, I'm afraid. Also, I hear you have offered to bake for the poetry night."]];
    expect(toldBackProblems([morning, noon]).join("\n")).toMatch(/Tomas Reyes tells Ada Okafor as news heard what Ada Okafor told them/);
    expect(toldBackProblems([noon])).toEqual([]);
  });

  it("catches one's status told to one's family, not to a neighbour", () => {
    const status = { "Ruth Pennock": "Ruth Pennock is organising Saturday's regatta and worrying about the weather." };
    const chat = (listener: string): Array<[string, string]> => [["Ruth Pennock", "Hi! I've been meaning to tell you: I am organising Saturday's regatta and worrying about the weather."], [listener, "That sounds wonderful!"]];
    const family = (a: string, b: string) => a.endsWith("Pennock") && b.endsWith("Pennock");
    expect(householdNewsProblems(chat("Ewan Pennock"), status, family)).toHaveLength(1);
    expect(householdNewsProblems(chat("Kit Marr"), status, family)).toEqual([]);
  });
});

describe("a whole day's words: stock lines, questions that fit, plans said as English, reflections on what mattered", () => {
  it("catches one person saying one sentence a third time in a day, not twice, nor two people saying it once each", () => {
    const chat = (who: string, to: string): Array<[string, string]> => [[to, `Hi! How is the boat coming along?`], [who, `It's coming along, thanks for asking. See you, ${to.split(" ")[0]}!`]];
    const twice = [chat("Ruth Pennock", "Ewan Pennock"), chat("Ruth Pennock", "Kit Marr")];
    expect(repeatedLineProblems(twice, ["Ruth Pennock", "Ewan Pennock", "Kit Marr"])).toEqual([]);
    expect(repeatedLineProblems([...twice, chat("Ruth Pennock", "Sol Marr")], ["Ruth Pennock", "Ewan Pennock", "Kit Marr", "Sol Marr"])).toEqual([
      `Ruth Pennock says "It's coming along, thanks for asking." 3 times in a day`,
    ]);
    expect(repeatedLineProblems([...twice, chat("Kit Marr", "Sol Marr")], ["Ruth Pennock", "Ewan Pennock", "Kit Marr", "Sol Marr"])).toEqual([]);
  });

  it("catches 'how is it going' asked of going somewhere or being at an event, not of work", () => {
    const asked = (line: string) => chatProblems([["Ruth Pennock", "Oh, hello Kit!"], ["Kit Marr", line]]).some((p) => /going somewhere/.test(p));
    expect(asked("Hi Ruth! How is attending the storm meeting going?")).toBe(true);
    expect(asked("How is heading to the pub going, Ruth?")).toBe(true);
    expect(asked("How is mending the nets going, Ruth?")).toBe(false);
  });

  it("catches a plan's 'being at' put into speech, not where one is said plainly", () => {
    expect(speechProblems("Not much, really. I'm just being at school.")).toHaveLength(1);
    expect(speechProblems("It was nice talking, Lowenna. I should get back to being at school.")).toHaveLength(1);
    expect(speechProblems("Not much, really. I'm just at school.")).toEqual([]);
  });

  it("catches a plural thing with a singular verb, not a singular ending in s", () => {
    expect(speechProblems("The seasons matters to Ada Okafor right now")).toHaveLength(1);
    expect(speechProblems("The seasons matter to Ada Okafor right now")).toEqual([]);
    expect(speechProblems("The senior thesis is much on Wolfgang Schulz's mind")).toEqual([]);
    expect(speechProblems("The series matters to Mei Lin right now")).toEqual([]);
  });

  it("catches a reflection on a thing named only on the way or on a chat, not on what the day was about", () => {
    const day = [
      "Ada remembers Tomas saying: \"I am lining up readers, setting up chairs around the small stage.\"",
      "Mei Lin is painting a series of Willow Park through the seasons.",
      "Ada Okafor promised Tomas Reyes that Ada would bake pastries for his poetry night on May 10.",
    ];
    const odd = (reflection: string) => reflectionProblems([...day, reflection]);
    expect(odd("Ada Okafor keeps coming back to the small stage")).toHaveLength(1);
    expect(odd("The seasons matter to Ada Okafor right now")).toHaveLength(1);
    expect(odd("Ada Okafor cares a great deal about the friendly chat")).toHaveLength(1);
    expect(odd("The poetry night is much on Ada Okafor's mind")).toEqual([]);
  });
});
