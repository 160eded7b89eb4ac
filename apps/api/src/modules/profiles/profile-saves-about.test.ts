import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LifeEvent, MemberProfile } from '@familytree/shared';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import {
  aboutBody,
  buildProfileWorld,
  closeTestContext,
  expectInvalid,
  expectUnchanged,
  profileApi,
  profileRows,
  uploadImage,
  type ProfileWorld,
} from './profiles.test-helpers.js';

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

const event = (e: Partial<LifeEvent>): LifeEvent => ({ title: 'An event', ...e });
const saveEvents = (events: LifeEvent[], about = '<p>x</p>') =>
  api.save(w.ids.a, 'saveAbout', { about, timelineEventsList: events }, w.tokens.admin);
const dates = (e: MemberProfile['timelineEventsList'][number]) => [
  e.startDay,
  e.startMonth,
  e.startYear,
  e.endDay,
  e.endMonth,
  e.endYear,
];

async function refuseAbout(body: unknown, field: string, message: string) {
  const res = await expectUnchanged(t, w, w.ids.a, () =>
    api.save(w.ids.a, 'saveAbout', body, w.tokens.admin),
  );
  expectInvalid(res, field, message);
}

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
});
afterAll(() => closeTestContext(t));

describe('saveAbout', () => {
  it('saves the rich text and the life events with photo, position and description', async () => {
    const photo = await uploadImage(t, w.tokens.admin, w.family.domainName);
    const about =
      '<h2 style="text-align: center">Life</h2><ol><li><em>one</em></li></ol>' +
      '<p><span style="color: #ff0000">red</span> <a href="https://example.org/">site</a></p>' +
      '<blockquote>quote</blockquote><p>H<sub>2</sub>O, x<sup>2</sup> <u>u</u> <s>s</s></p>';
    const res = await api.save(
      w.ids.a,
      'saveAbout',
      aboutBody({
        about,
        timelineEventsList: [
          event({
            title: 'Wedding',
            startDay: 2,
            startMonth: 5,
            startYear: 1985,
            photo,
            photoPosition: 'timeline-view-image-right',
            photoDescription: '<p>The <strong>day</strong></p>',
            detail: '<p>In the church.</p>',
          }),
          event({ title: 'Moved', startYear: 1990 }),
        ],
      }),
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<MemberProfile>();
    expect(saved.personDetail.about).toBe(
      '<h2 style="text-align:center">Life</h2><ol><li><em>one</em></li></ol>' +
        '<p><span style="color:#ff0000">red</span> ' +
        '<a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">site</a></p>' +
        '<blockquote>quote</blockquote><p>H<sub>2</sub>O, x<sup>2</sup> <u>u</u> <s>s</s></p>',
    );
    expect(saved.timelineEventsList).toEqual([
      {
        title: 'Wedding',
        startDay: 2,
        startMonth: 5,
        startYear: 1985,
        endDay: null,
        endMonth: null,
        endYear: null,
        photo,
        photoUrl: `/api/family/images/${photo}`,
        photoPosition: 'timeline-view-image-right',
        photoDescription: '<p>The <strong>day</strong></p>',
        detail: '<p>In the church.</p>',
      },
      expect.objectContaining({ title: 'Moved', startYear: 1990, photo: null, photoUrl: null }),
    ]);
    expect((await api.profile(w.ids.a, w.tokens.admin)).json()).toEqual(saved);
    expect((await profileRows(t, w.ids.a)).events.map((e) => [e.position, e.title])).toEqual([
      [1, 'Wedding'],
      [2, 'Moved'],
    ]);
  });

  it('never gives back a script, an event handler or a javascript: link', async () => {
    const hostile = [
      '<script>alert(1)</script><p>kept</p>',
      '<img src=x onerror="alert(2)">',
      '<p onclick="alert(3)" onmouseover="alert(4)">hover</p>',
      '<a href="javascript:alert(5)">a</a>',
      '<a href="JaVaScRiPt:alert(6)">b</a>',
      '<a href="&#106;avascript:alert(7)">c</a>',
      '<a href=" javascript:alert(8)">d</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg5KTwvc2NyaXB0Pg==">e</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(10)"><script>alert(11)</script></svg>',
      '<p style="background-image: url(javascript:alert(12))">bg</p>',
      '<style>body{display:none}</style><object data="x"></object>',
      '<a href="java&#x09;script:alert(13)">f</a><a href="vbscript:msgbox(14)">g</a>',
      '<p style="color: expression(alert(15))">h</p><form action="https://evil"><input></form>',
    ].join('');
    const res = await api.save(
      w.ids.a,
      'saveAbout',
      {
        about: hostile,
        timelineEventsList: [event({ photoDescription: hostile, detail: hostile })],
      },
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await profileRows(t, w.ids.a);
    for (const text of [
      res.body,
      (await api.profile(w.ids.a)).body,
      (await api.details(w.ids.a)).body,
      rows.person[0]!.about!,
      rows.events[0]!.detail!,
      rows.events[0]!.photo_description!,
    ]) {
      expect(text).toContain('kept');
      expect(text).not.toMatch(/<script|<img|<iframe|<svg|<style|<object|data:text/i);
      expect(text).not.toMatch(/\son[a-z]+\s*=|javascript:|vbscript:|expression\(|alert\(/i);
      expect(text).not.toMatch(/<form|<input/i);
    }
  });

  it('keeps partial dates: year only, year and month, or a full date', async () => {
    const res = await saveEvents([
      event({ startYear: 1990, endYear: 1991 }),
      event({ startMonth: 3, startYear: 1990, endMonth: 4, endYear: 1990 }),
      event({ startDay: 9, startMonth: 3, startYear: 1990, endDay: 9, endMonth: 3, endYear: 1990 }),
      // A day without a month, or a month without a year, means nothing on its own.
      event({ startDay: 5, startYear: 1990, endDay: 2, endMonth: 7 }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberProfile>().timelineEventsList.map(dates)).toEqual([
      [null, null, 1990, null, null, 1991],
      [null, 3, 1990, null, 4, 1990],
      [9, 3, 1990, 9, 3, 1990],
      [null, null, 1990, null, null, null],
    ]);
  });

  it('treats an impossible calendar day (31/02, 29/02 of a common year) as missing', async () => {
    const res = await saveEvents([
      event({ startDay: 31, startMonth: 2, startYear: 1990 }),
      event({ startDay: 29, startMonth: 2, startYear: 2001 }),
      event({ startDay: 29, startMonth: 2, startYear: 2000 }),
      event({
        startDay: 31,
        startMonth: 4,
        startYear: 1999,
        endDay: 30,
        endMonth: 4,
        endYear: 1999,
      }),
      // The end 31/02/1990 is February 1990, which does not precede 15/02/1990.
      event({
        startDay: 15,
        startMonth: 2,
        startYear: 1990,
        endDay: 31,
        endMonth: 2,
        endYear: 1990,
      }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberProfile>().timelineEventsList.map(dates)).toEqual([
      [null, 2, 1990, null, null, null],
      [null, 2, 2001, null, null, null],
      [29, 2, 2000, null, null, null],
      [null, 4, 1999, 30, 4, 1999],
      [15, 2, 1990, null, 2, 1990],
    ]);
  });

  it('refuses an end before the start, at the precision both dates have', async () => {
    for (const e of [
      event({ startYear: 1990, endYear: 1989 }),
      event({ startMonth: 5, startYear: 1990, endMonth: 4, endYear: 1990 }),
      event({
        startDay: 10,
        startMonth: 5,
        startYear: 1990,
        endDay: 9,
        endMonth: 5,
        endYear: 1990,
      }),
      event({ startDay: 10, startMonth: 5, startYear: 1990, endMonth: 4, endYear: 1990 }),
    ]) {
      await refuseAbout(
        { about: '', timelineEventsList: [event({ title: 'Fine' }), e] },
        'timelineEventsList.1.endYear',
        'End date must be after start date',
      );
    }
    // The same day, and an end of unknown day within the start month, are fine.
    const res = await saveEvents([
      event({
        startDay: 10,
        startMonth: 5,
        startYear: 1990,
        endDay: 10,
        endMonth: 5,
        endYear: 1990,
      }),
      event({ startDay: 10, startMonth: 5, startYear: 1990, endMonth: 5, endYear: 1990 }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('allows a title of 1024 characters and a photo description of 5000, and refuses longer', async () => {
    const ok = await saveEvents([
      event({ title: 't'.repeat(1024), photoDescription: 'd'.repeat(5000) }),
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<MemberProfile>().timelineEventsList[0]!.title).toHaveLength(1024);

    await refuseAbout(
      { about: '', timelineEventsList: [event({ title: 't'.repeat(1025) })] },
      'timelineEventsList.0.title',
      'Use at most 1024 characters',
    );
    await refuseAbout(
      { about: '', timelineEventsList: [event({ photoDescription: 'd'.repeat(5001) })] },
      'timelineEventsList.0.photoDescription',
      'Use at most 5000 characters',
    );
  });

  it('refuses an event without a title, an unknown photo position and another family’s photo', async () => {
    await refuseAbout(
      { about: '', timelineEventsList: [event({ title: '  ' })] },
      'timelineEventsList.0.title',
      'This field is required',
    );
    const position = await expectUnchanged(t, w, w.ids.a, () =>
      saveEvents([event({ photoPosition: 'top' as 'timeline-view-image-left' })]),
    );
    expect(position.statusCode).toBe(400);
    expect(position.json().fields).toHaveProperty(['timelineEventsList.0.photoPosition']);

    const foreign = await uploadImage(t, w.tokens.otherAdmin, w.other.domainName);
    await refuseAbout(
      { about: '', timelineEventsList: [event({}), event({ photo: foreign })] },
      'timelineEventsList.1.photo',
      'Use an image uploaded to this family',
    );
  });

  it('clears the about text and the events', async () => {
    const res = await api.save(
      w.ids.a,
      'saveAbout',
      { about: null, timelineEventsList: [] },
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberProfile>()).toMatchObject({
      personDetail: { about: '' },
      timelineEventsList: [],
    });
    expect((await profileRows(t, w.ids.a)).events).toEqual([]);
  });
});
