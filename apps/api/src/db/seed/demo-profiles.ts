import type { Db } from '../../infra/database.js';

/** Partly filled profiles, so the demo shows addresses, education, work and an About text. */
export async function addDemoProfile(
  db: Db,
  familyId: number,
  personId: number,
  person: {
    firstName: string;
    lastName: string;
    place: { place: string; country: string };
    index: number;
  },
): Promise<void> {
  const email = `${person.firstName}.${person.lastName}${person.index}@mail.example`.toLowerCase();
  await db
    .updateTable('persons')
    .set({
      nick_name: person.index % 3 === 0 ? person.firstName.slice(0, 3) : null,
      place_of_birth: person.place.place,
      country_of_birth: person.place.country,
      phone_country_code: '+91',
      phone_number: `98470${String(10000 + person.index * 137).slice(0, 5)}`,
      email,
      about: `<p>${person.firstName} grew up in ${person.place.place} and loves family gatherings.</p>`,
      privacy_education: 1,
      privacy_work: person.index % 2,
    })
    .where('id', '=', personId)
    .execute();
  await db
    .insertInto('addresses')
    .values([
      {
        family_id: familyId,
        person_id: personId,
        address_type: 'CURRENT_ADDRESS',
        street_address: `${12 + person.index} Church Road`,
        city: person.place.place,
        country: person.place.country,
        state: null,
        postal_code: `68${String(1000 + person.index)}`,
      },
      {
        family_id: familyId,
        person_id: personId,
        address_type: 'PERMANENT_ADDRESS',
        street_address: 'Mathew House, Market Street',
        city: 'Kottayam',
        country: 'IN',
        state: 'Kerala',
        postal_code: '686001',
      },
    ])
    .execute();
  await db
    .insertInto('academic_history')
    .values({
      family_id: familyId,
      person_id: personId,
      position: 1,
      course: 'Bachelor of Science',
      college_university: 'University of Kerala',
      start_month: 6,
      start_year: 1990 + (person.index % 20),
      end_month: 4,
      end_year: 1993 + (person.index % 20),
    })
    .execute();
  await db
    .insertInto('work_history')
    .values({
      family_id: familyId,
      person_id: personId,
      position: 1,
      role: person.index % 2 ? 'Teacher' : 'Engineer',
      company: person.index % 2 ? 'St. Thomas School' : 'Kerala Power Company',
      location: person.place.place,
      start_month: 7,
      start_year: 1994 + (person.index % 20),
      end_month: null,
      end_year: null,
    })
    .execute();
}
