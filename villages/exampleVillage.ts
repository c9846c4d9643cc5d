/**
 * The example spec `npm start -- new village <folder>` writes: Fernhollow, five people and six places, commented so a
 * newcomer can change it into their own village. It runs as it is (test/villageSpec.test.ts builds it and the CLI test
 * runs it). The people and places are the project's own, not the original's.
 */
export const EXAMPLE_VILLAGE_YAML = `# yaml-language-server: $schema=./village.schema.json
# A village for simulacra. Run it with:   npm start -- run --village <this folder> --hours 2
# Every field is described in docs/villages.md. Names may not hold ":" or ";".

world:
  name: Fernhollow
  start: "2025-03-03T07:00:00"  # the first moment of the run, YYYY-MM-DDTHH:MM:SS (a Monday morning)
  tickSeconds: 10               # simulated seconds per step, as in the original
  layout: grid                  # row | grid | ring: how the builder arranges the buildings
  seed: 0                       # another seed shuffles the buildings into another town
  thresholds:                   # optional: the names \`--set\` takes (the thresholds command lists them)
    chatCooldownTicks: 300

# Places: each sector is a building; its arenas are rooms; objects are what people go to in them.
# kind: home (known to who lives there), work (known to who works there), public (known to everyone).
places:
  - sector: Brook Street Cafe
    kind: work
    arenas:
      - name: kitchen
        objects: [stove, coffee machine, kitchen sink]
      - name: dining room
        objects: [cafe counter, cafe table, window seat]
        size: medium            # small | medium | large: room to spare around the objects
  - sector: Fernhollow School
    kind: work
    arenas:
      - name: classroom
        objects: [teacher's desk, student desk, blackboard]
      - name: staff room
        objects: [kettle, sofa]
  - sector: Fernhollow Post Office
    kind: public
    arenas:
      - name: counter room
        objects: [post counter, parcel shelf, notice board]
  - sector: Mill Pond Green
    kind: public
    arenas:
      - name: green
        objects: [park bench, picnic table, pond jetty]
  - sector: Varga cottage
    kind: home
    arenas:
      - name: Ilona's bedroom
        objects: [bed, wardrobe]
      - name: Marek's bedroom
        objects: [bed, desk]
      - name: Noor's bedroom
        objects: [bed, bookshelf]
      - name: kitchen
        objects: [stove, kitchen table, refrigerator]
  - sector: Linden House
    kind: home
    arenas:
      - name: Dara's bedroom
        objects: [bed, desk]
      - name: Tobias's bedroom
        objects: [bed, armchair]
      - name: kitchen
        objects: [stove, kitchen table]
      - name: workshop
        objects: [workbench, clock shelf]

# People: what the original keeps in each persona's scratch, written by hand.
people:
  - name: Ilona Varga
    age: 62
    innate: brisk, generous, stubborn
    learned: Ilona Varga has run Brook Street Cafe in Fernhollow for thirty years. She knows every regular's order and most of their secrets.
    currently: Ilona Varga is deciding whether to sell the cafe and retire, and has told nobody yet.
    lifestyle: Ilona Varga goes to bed around 10pm, wakes up around 5am, and walks around Mill Pond Green before opening.
    home: { sector: Varga cottage, arena: Ilona's bedroom }
    work: Brook Street Cafe
    dailyRequirement: Ilona Varga opens Brook Street Cafe at 7am, cooks in the kitchen and serves at the cafe counter until 4pm.
    relationships:
      - person: Marek Varga
        note: Marek Varga is your son, and you wish he would settle on something
      - person: Noor Haddad
        note: Noor Haddad lodges in your cottage and works at the cafe, and you think she bakes better than you
  - name: Marek Varga
    age: 34
    innate: easy-going, chatty, restless
    learned: Marek Varga is the postman of Fernhollow. He delivers the post by bicycle and hears all the news first.
    currently: Marek Varga is saving money to travel and is putting up notices for a village quiz night.
    lifestyle: Marek Varga goes to bed around midnight, wakes up around 6am, and ends most days at the cafe.
    home: { sector: Varga cottage, arena: Marek's bedroom }
    work: Fernhollow Post Office
    dailyRequirement: Marek Varga sorts the post at the post counter from 7am and delivers it around Fernhollow until 2pm.
    relationships:
      - person: Ilona Varga
        note: Ilona Varga is your mother and runs Brook Street Cafe
      - person: Tobias Lund
        note: Tobias Lund always has a parcel of clock parts waiting at the post office
  - name: Noor Haddad
    age: 25
    innate: careful, ambitious, warm
    learned: Noor Haddad is a barista at Brook Street Cafe who is training to be a pastry chef.
    currently: Noor Haddad is practising a new almond pastry and hopes Ilona Varga will put it on the menu.
    lifestyle: Noor Haddad goes to bed around 11pm, wakes up around 6am, and reads in the evening.
    home: { sector: Varga cottage, arena: Noor's bedroom }
    work: Brook Street Cafe
    dailyRequirement: Noor Haddad works at Brook Street Cafe from 8am to 3pm and practises baking in the cottage kitchen afterwards.
    history:
      - You moved to Fernhollow last spring to learn baking
  - name: Dara Quinn
    age: 41
    innate: patient, curious, funny
    learned: Dara Quinn teaches the older children at Fernhollow School and runs its nature club.
    currently: Dara Quinn is planning a spring bake sale on Mill Pond Green to pay for a school trip.
    lifestyle: Dara Quinn goes to bed around 10pm, wakes up around 6:30am, and marks homework in the evening.
    home: { sector: Linden House, arena: Dara's bedroom }
    work: Fernhollow School
    dailyRequirement: Dara Quinn teaches in the classroom from 8:30am to 3:30pm and stops at the cafe on her way home.
    relationships:
      - person: Tobias Lund
        note: Tobias Lund is your housemate, who fixes every clock in the village
  - name: Tobias Lund
    age: 70
    innate: quiet, precise, kind
    learned: Tobias Lund is a retired clockmaker who still mends clocks for his neighbours in the workshop at Linden House.
    currently: Tobias Lund is repairing the old clock of Fernhollow School as a gift.
    lifestyle: Tobias Lund goes to bed around 9pm, wakes up around 6am, and feeds the ducks on Mill Pond Green every afternoon.
    home: { sector: Linden House, arena: Tobias's bedroom }
    dailyRequirement: Tobias Lund works at his workbench in the morning and sits on the park bench on Mill Pond Green in the afternoon.

# Facts: news to whisper to someone at a time; the experiment command asks everyone the question.
facts:
  - id: bake-sale
    text: Dara Quinn is holding a bake sale on Mill Pond Green on Saturday at 10am for the school trip.
    question: Did you know there is a bake sale on Mill Pond Green on Saturday?
    keywords: [bake, sale]
    told: { person: Dara Quinn, at: "2025-03-03T07:30:00", whisper: You are holding a bake sale on Mill Pond Green on Saturday at 10am and want everyone to come. }
`;
