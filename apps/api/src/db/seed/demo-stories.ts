import type { PlannedPerson } from './family-plan.js';

/** Texts of the demo's elders: an About text and a few life events, varied by person. */

const callings = [
  'ran the village school for thirty years',
  'farmed rubber and pepper on the hills above the river',
  'kept the family shop on Market Street',
  'worked as a nurse in Kottayam and later in Muscat',
  'taught mathematics and sang in the church choir',
];

export function demoStory(person: PlannedPerson): string {
  const calling = callings[person.key % callings.length]!;
  const place = person.place.place;
  return (
    `<p>${person.firstName} was born in ${place} in ${person.birthYear} and ${calling}.</p>` +
    `<p>Remembered for long Sunday lunches, a garden full of jackfruit trees and stories told ` +
    `on the verandah, ${person.firstName} kept the family together through ` +
    `${person.generation === 1 ? 'two wars and a move across the state' : 'many moves and new beginnings'}.</p>`
  );
}

export interface DemoLifeEvent {
  title: string;
  year: number;
  month: number;
  description: string;
  picture: 'gathering' | 'house';
}

export function demoLifeEvents(person: PlannedPerson): DemoLifeEvent[] {
  const year = person.birthYear;
  return [
    {
      title: 'Wedding',
      year: year + 24,
      month: 5,
      description: `Married in ${person.place.place}; the whole village came.`,
      picture: 'gathering',
    },
    {
      title: person.generation === 1 ? 'Built the family house' : 'Moved into a house of our own',
      year: year + 31,
      month: 9,
      description: 'The house that still hosts every reunion.',
      picture: 'house',
    },
  ];
}
