import type { Gender } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { hindi } from './hi.js';
import { relationLanguage } from './languages.js';
import {
  bloodTerm,
  decisionRows,
  engineFamily,
  elder,
  generations,
  line,
  younger,
  type Spec,
} from './line-builder.fixture.js';
import type { Line, RelationTerm } from './relation-term.js';

// Each `row` is the row of decision 0049's Hindi table with that id; the last test checks that
// every row there is tested here.
const tested = new Set<string>();
const row = (id: string, title: string, check: () => void) => {
  tested.add(id);
  it(`${id}: ${title}`, check);
};

const asha = { name: 'Asha', gender: 'F' as Gender };
const ben = { name: 'Ben', gender: 'M' as Gender };
const name = (l: Line) => hindi.blood(l);
const say = (term: RelationTerm) => hindi.sentence(asha, term, ben);
const married = (gender: Gender, partnerLine: Line): RelationTerm => ({
  kind: 'spouse-of-relative',
  gender,
  partnerLine,
});
const spouses = (l: Line, spouseGender: Gender): RelationTerm => ({
  kind: 'relative-of-spouse',
  line: l,
  spouseGender,
});
const coInLaw = (gender: Gender, siblings: Line): RelationTerm => ({
  kind: 'co-sibling-in-law',
  gender,
  siblings,
});
const half = { half: true };
const ordered = (g: Gender, order: number): Spec => ({ g, order });

describe('Hindi: ancestors and descendants', () => {
  row('H1', 'father and mother', () => {
    expect(name(line('M', [], ['M']))).toBe('पिता');
    expect(name(line('F', [], ['F']))).toBe('माता');
  });
  row('H2', 'a parent of unknown gender', () => {
    expect(name(line('U', [], ['M']))).toBe('अभिभावक');
  });
  row('H3', 'the father’s parents', () => {
    expect(name(line('M', [], ['M', 'F']))).toBe('दादा');
    expect(name(line('F', [], ['M', 'M']))).toBe('दादी');
  });
  row('H4', 'the mother’s parents', () => {
    expect(name(line('M', [], ['F', 'M']))).toBe('नाना');
    expect(name(line('F', [], ['F', 'F']))).toBe('नानी');
  });
  row('H5', 'great-grandparents by the side of the second’s parent', () => {
    expect(name(line('M', [], ['F', 'M', 'F']))).toBe('परदादा');
    expect(name(line('F', [], ['M', 'M', 'M']))).toBe('परदादी');
    expect(name(line('M', [], ['M', 'F', 'M']))).toBe('परनाना');
    expect(name(line('F', [], ['F', 'F', 'M']))).toBe('परनानी');
  });
  row('H6', 'great-great-grandparents', () => {
    expect(name(line('M', [], generations(4)))).toBe('पर-परदादा');
    expect(name(line('F', [], ['M', 'M', 'F', 'M']))).toBe('पर-परनानी');
  });
  row('H7', 'five and more generations up are counted', () => {
    expect(name(line('M', [], generations(5)))).toBe('5 पीढ़ी ऊपर के दादा');
    expect(name(line('F', [], [...generations(6), 'F', 'M']))).toBe('8 पीढ़ी ऊपर की नानी');
    expect(name(line('M', [], generations(25)))).toBe('25 पीढ़ी ऊपर के दादा');
  });
  row('H8', 'an ancestor of unknown gender, through their child', () => {
    expect(name(line('U', [], ['M', 'F']))).toBe('पिता के अभिभावक');
    expect(name(line('U', [], ['F', 'M', 'M']))).toBe('दादी के अभिभावक');
  });
  row('H9', 'through a parent of unknown gender', () => {
    expect(name(line('M', [], ['U', 'F']))).toBe('अभिभावक के पिता');
    expect(name(line('F', [], ['F', 'U', 'M']))).toBe('अभिभावक की नानी');
  });
  row('H10', 'far ancestors of unknown gender or side', () => {
    expect(name(line('U', [], generations(6)))).toBe('6 पीढ़ी ऊपर के पूर्वज');
    expect(name(line('M', [], [...generations(5), 'U', 'F']))).toBe('7 पीढ़ी ऊपर के पूर्वज');
  });
  row('H11', 'children', () => {
    expect(name(line('M', ['M'], []))).toBe('बेटा');
    expect(name(line('M', ['F'], []))).toBe('बेटी');
    expect(name(line('F', ['U'], []))).toBe('संतान');
  });
  row('H12', 'a son’s children', () => {
    expect(name(line('M', ['M', 'M'], []))).toBe('पोता');
    expect(name(line('F', ['M', 'F'], []))).toBe('पोती');
  });
  row('H13', 'a daughter’s children', () => {
    expect(name(line('M', ['F', 'M'], []))).toBe('नाती');
    expect(name(line('F', ['F', 'F'], []))).toBe('नातिन');
  });
  row('H14', 'great-grandchildren by the side of the second’s child', () => {
    expect(name(line('M', ['M', 'F', 'M'], []))).toBe('परपोता');
    expect(name(line('M', ['M', 'M', 'F'], []))).toBe('परपोती');
    expect(name(line('M', ['F', 'M', 'M'], []))).toBe('परनाती');
    expect(name(line('M', ['F', 'M', 'F'], []))).toBe('परनातिन');
  });
  row('H15', 'great-great-grandchildren', () => {
    expect(name(line('M', ['M', 'F', 'F', 'M'], []))).toBe('पर-परपोता');
    expect(name(line('M', ['F', 'M', 'M', 'F'], []))).toBe('पर-परनातिन');
  });
  row('H16', 'five and more generations down are counted', () => {
    expect(name(line('M', generations(5), []))).toBe('5 पीढ़ी नीचे का पोता');
    expect(name(line('M', ['F', ...generations(4), 'F'], []))).toBe('6 पीढ़ी नीचे की नातिन');
    expect(name(line('M', generations(25), []))).toBe('25 पीढ़ी नीचे का पोता');
  });
  row('H17', 'a descendant of unknown gender, through their parent', () => {
    expect(name(line('M', ['M', 'U'], []))).toBe('बेटे की संतान');
    expect(name(line('M', ['F', 'M', 'U'], []))).toBe('नाती की संतान');
    expect(name(line('M', ['M', 'M', 'U'], []))).toBe('पोते की संतान');
  });
  row('H18', 'through a child of unknown gender', () => {
    expect(name(line('M', ['U', 'M'], []))).toBe('संतान का बेटा');
    expect(name(line('M', ['U', 'F', 'F'], []))).toBe('संतान की नातिन');
  });
  row('H19', 'far descendants of unknown gender or side', () => {
    expect(name(line('M', [...generations(4), 'U'], []))).toBe('5 पीढ़ी नीचे का वंशज');
    expect(name(line('M', ['U', ...generations(5)], []))).toBe('6 पीढ़ी नीचे का वंशज');
  });
});

describe('Hindi: siblings, uncles and aunts, nephews and nieces', () => {
  row('H20', 'elder siblings', () => {
    expect(name(line('M', [elder('M')], [younger('F')]))).toBe('बड़ा भाई');
    expect(name(line('M', [elder('F')], [younger('M')]))).toBe('बड़ी बहन');
    expect(name(line('M', [ordered('F', 1)], [ordered('F', 3)]))).toBe('बड़ी बहन');
  });
  row('H21', 'younger siblings', () => {
    expect(name(line('M', [younger('M')], [elder('M')]))).toBe('छोटा भाई');
    expect(name(line('M', [ordered('F', 2)], [ordered('M', 1)]))).toBe('छोटी बहन');
  });
  row('H22', 'siblings of unknown relative age', () => {
    expect(name(line('M', ['M'], ['F']))).toBe('भाई');
    expect(name(line('M', ['F'], [elder('M')]))).toBe('बहन');
    expect(name(line('M', [ordered('M', 2)], [ordered('M', 2)]))).toBe('भाई');
  });
  row('H23', 'a sibling of unknown gender', () => {
    expect(name(line('M', [elder('U')], [younger('M')]))).toBe('भाई-बहन');
  });
  row('H24', 'half-siblings', () => {
    expect(name(line('M', [elder('M')], [younger('F')], half))).toBe('बड़ा सौतेला भाई');
    expect(name(line('F', ['F'], ['M'], half))).toBe('सौतेली बहन');
    expect(name(line('F', ['U'], ['M'], half))).toBe('सौतेला भाई-बहन');
  });
  row('H25', 'the father’s elder brother', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'F']))).toBe('ताऊ');
    expect(name(line('M', [ordered('M', 1)], [ordered('M', 2), 'M']))).toBe('ताऊ');
  });
  row('H26', 'the father’s younger brother, or of unknown age', () => {
    expect(name(line('M', [younger('M')], [elder('M'), 'F']))).toBe('चाचा');
    expect(name(line('M', ['M'], ['M', 'F']))).toBe('चाचा');
  });
  row('H27', 'the father’s sister', () => {
    expect(name(line('M', ['F'], ['M', 'F']))).toBe('बुआ');
    expect(name(line('M', [elder('F')], [younger('M'), 'F']))).toBe('बुआ');
  });
  row('H28', 'the mother’s brother', () => {
    expect(name(line('M', ['M'], ['F', 'M']))).toBe('मामा');
  });
  row('H29', 'the mother’s sister', () => {
    expect(name(line('M', [elder('F')], [younger('F'), 'M']))).toBe('मौसी');
  });
  row('H30', 'the parent’s half-siblings', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'F'], half))).toBe('सौतेले ताऊ');
    expect(name(line('M', ['F'], ['M', 'F'], half))).toBe('सौतेली बुआ');
  });
  row('H31', 'a gender unknown: the parent’s sibling described', () => {
    expect(name(line('M', ['U'], ['M', 'F']))).toBe('पिता के भाई-बहन');
    expect(name(line('M', [elder('M')], [younger('U'), 'F']))).toBe('अभिभावक के बड़े भाई');
  });
  row('H32', 'grandparents’ siblings and further', () => {
    expect(name(line('M', [elder('M')], [younger('M'), 'M', 'F']))).toBe('दादा के बड़े भाई');
    expect(name(line('F', ['F'], ['F', 'M', 'M']))).toBe('दादी की बहन');
    expect(name(line('M', ['M'], generations(25)))).toBe('24 पीढ़ी ऊपर के दादा के भाई');
  });
  row('H33', 'a brother’s children', () => {
    expect(name(line('M', ['M', 'M'], ['M']))).toBe('भतीजा');
    expect(name(line('M', ['M', 'F'], ['F']))).toBe('भतीजी');
  });
  row('H34', 'a sister’s children', () => {
    expect(name(line('M', ['F', 'M'], ['M']))).toBe('भांजा');
    expect(name(line('M', ['F', 'F'], ['F']))).toBe('भांजी');
  });
  row('H35', 'a half-sibling’s children', () => {
    expect(name(line('M', ['M', 'M'], ['F'], half))).toBe('सौतेला भतीजा');
    expect(name(line('M', ['F', 'F'], ['F'], half))).toBe('सौतेली भांजी');
  });
  row('H36', 'a gender unknown: the sibling’s child described', () => {
    expect(name(line('M', ['M', 'U'], ['F']))).toBe('भाई की संतान');
    expect(name(line('M', ['U', 'F'], ['M']))).toBe('भाई-बहन की बेटी');
  });
  row('H37', 'a sibling’s grandchildren and further', () => {
    expect(name(line('M', [elder('M'), 'M', 'M'], [younger('M')]))).toBe('बड़े भाई का पोता');
    expect(name(line('M', ['F', 'F', 'M'], ['M']))).toBe('बहन का नाती');
    expect(name(line('M', ['M', ...generations(24)], ['F']))).toBe('भाई का 24 पीढ़ी नीचे का पोता');
  });
});

describe('Hindi: cousins', () => {
  row('H38', 'the father’s brother’s children', () => {
    expect(name(line('M', ['M', 'M'], ['M', 'F']))).toBe('चचेरा भाई');
    expect(name(line('M', ['M', 'F'], ['M', 'M']))).toBe('चचेरी बहन');
  });
  row('H39', 'the father’s sister’s children', () => {
    expect(name(line('M', ['F', 'M'], ['M', 'M']))).toBe('फुफेरा भाई');
    expect(name(line('M', ['F', 'F'], ['M', 'F']))).toBe('फुफेरी बहन');
  });
  row('H40', 'the mother’s brother’s children', () => {
    expect(name(line('M', ['M', 'M'], ['F', 'M']))).toBe('ममेरा भाई');
    expect(name(line('M', ['M', 'F'], ['F', 'M']))).toBe('ममेरी बहन');
  });
  row('H41', 'the mother’s sister’s children', () => {
    expect(name(line('F', ['F', 'M'], ['F', 'F']))).toBe('मौसेरा भाई');
    expect(name(line('F', ['F', 'F'], ['F', 'F']))).toBe('मौसेरी बहन');
  });
  row('H42', 'elder and younger cousins, by birth only', () => {
    expect(name(line('M', ['M', elder('M')], ['M', younger('F')]))).toBe('बड़ा चचेरा भाई');
    expect(name(line('M', ['M', younger('F')], ['F', elder('M')]))).toBe('छोटी ममेरी बहन');
    // Cousins' child orders count among different parents' children.
    expect(name(line('M', ['M', ordered('M', 1)], ['M', ordered('M', 2)]))).toBe('चचेरा भाई');
  });
  row('H43', 'a cousin of unknown gender', () => {
    expect(name(line('M', ['M', 'U'], ['M', 'M']))).toBe('चचेरा भाई-बहन');
  });
  row('H44', 'a parent of unknown gender on the line', () => {
    expect(name(line('M', ['U', 'M'], ['M', 'M']))).toBe('कज़िन भाई');
    expect(name(line('M', ['M', elder('F')], ['U', younger('M')]))).toBe('बड़ी कज़िन बहन');
    expect(name(line('M', ['U', 'U'], ['M', 'M']))).toBe('कज़िन');
  });
  row('H45', 'second and further cousins', () => {
    expect(name(line('M', ['M', 'M', 'M'], ['M', 'M', 'M']))).toBe('दूसरे दर्जे का चचेरा भाई');
    expect(name(line('M', ['F', 'F', 'F'], ['M', 'F', 'M']))).toBe('दूसरे दर्जे की मौसेरी बहन');
    expect(name(line('M', generations(11), generations(11)))).toBe('दसवें दर्जे का चचेरा भाई');
    expect(name(line('M', generations(25), generations(25)))).toBe('24वें दर्जे का चचेरा भाई');
  });
  row('H46', 'half-cousins', () => {
    expect(name(line('M', ['M', 'M'], ['M', 'M'], half))).toBe('सौतेला चचेरा भाई');
  });
  row('H47', 'removed cousins of an older generation', () => {
    expect(name(line('M', ['M', elder('M')], ['M', younger('M'), 'F']))).toBe('पिता के बड़े चचेरे भाई');
    expect(name(line('M', ['M', 'F'], ['F', 'M', 'M', 'F']))).toBe('दादा की ममेरी बहन');
    expect(name(line('M', ['M', 'M'], generations(25)))).toBe('23 पीढ़ी ऊपर के दादा के चचेरे भाई');
  });
  row('H48', 'removed cousins of a younger generation', () => {
    expect(name(line('M', ['M', 'M', 'M'], ['M', 'M']))).toBe('चचेरे भाई का बेटा');
    expect(name(line('M', ['F', 'M', 'F'], ['F', 'M']))).toBe('मौसेरे भाई की बेटी');
    expect(name(line('M', generations(25), ['M', 'M']))).toBe('चचेरे भाई का 23 पीढ़ी नीचे का पोता');
  });
  row('H49', 'two or more lines', () => {
    const cousins = (multiplicity: number, g: Gender = 'M') =>
      name(line('M', ['M', g], ['M', 'M'], { multiplicity }));
    expect(cousins(2)).toBe('दोहरा चचेरा भाई');
    expect(cousins(3, 'F')).toBe('तिहरी चचेरी बहन');
    expect(cousins(4)).toBe('4-गुना चचेरा भाई');
    expect(name(line('M', ['M', 'M'], ['M', 'M', 'F'], { multiplicity: 2 }))).toBe(
      'पिता के दोहरे चचेरे भाई',
    );
  });
});

describe('Hindi: spouses and in-laws', () => {
  row('H50', 'spouses', () => {
    expect(say({ kind: 'spouse', gender: 'M' })).toBe('Asha, Ben के पति हैं');
    expect(say({ kind: 'spouse', gender: 'F' })).toBe('Asha, Ben की पत्नी हैं');
    expect(say({ kind: 'spouse', gender: 'U' })).toBe('Asha, Ben के जीवनसाथी हैं');
  });
  row('H51', 'an elder brother’s wife, or of unknown age', () => {
    expect(say(married('F', line('M', [elder('M')], [younger('M')])))).toBe('Asha, Ben की भाभी है');
    expect(say(married('F', line('M', ['M'], ['F'])))).toBe('Asha, Ben की भाभी है');
  });
  row('H52', 'a younger brother’s wife', () => {
    expect(say(married('F', line('M', [younger('M')], [elder('F')])))).toBe('Asha, Ben की अनुजवधू है');
  });
  row('H53', 'an elder sister’s husband', () => {
    expect(say(married('M', line('M', [elder('F')], [younger('M')])))).toBe('Asha, Ben का जीजा है');
  });
  row('H54', 'a younger sister’s husband, or of unknown age', () => {
    expect(say(married('M', line('M', [younger('F')], [elder('M')])))).toBe('Asha, Ben का बहनोई है');
    expect(say(married('M', line('M', ['F'], ['F'])))).toBe('Asha, Ben का बहनोई है');
  });
  row('H55', 'children’s spouses', () => {
    expect(say(married('F', line('M', ['M'], [])))).toBe('Asha, Ben की बहू है');
    expect(say(married('M', line('F', ['F'], [])))).toBe('Asha, Ben का दामाद है');
  });
  row('H56', 'a parent’s spouse', () => {
    expect(say(married('M', line('F', [], ['M'])))).toBe('Asha, Ben के सौतेले पिता हैं');
    expect(say(married('F', line('M', [], ['F'])))).toBe('Asha, Ben की सौतेली माँ हैं');
    expect(say(married('U', line('M', [], ['F'])))).toBe('Asha, Ben के सौतेले अभिभावक हैं');
  });
  row('H57', 'the father’s elder brother’s wife', () => {
    expect(say(married('F', line('M', [elder('M')], [younger('M'), 'M'])))).toBe(
      'Asha, Ben की ताई हैं',
    );
  });
  row('H58', 'the father’s younger brother’s wife, or of unknown age', () => {
    expect(say(married('F', line('M', [younger('M')], [elder('M'), 'M'])))).toBe(
      'Asha, Ben की चाची हैं',
    );
    expect(say(married('F', line('M', ['M'], ['M', 'M'])))).toBe('Asha, Ben की चाची हैं');
  });
  row('H59', 'the father’s sister’s husband', () => {
    expect(say(married('M', line('M', ['F'], ['M', 'F'])))).toBe('Asha, Ben के फूफा हैं');
  });
  row('H60', 'the mother’s brother’s wife', () => {
    expect(say(married('F', line('M', ['M'], ['F', 'M'])))).toBe('Asha, Ben की मामी हैं');
  });
  row('H61', 'the mother’s sister’s husband', () => {
    expect(say(married('M', line('M', ['F'], ['F', 'M'])))).toBe('Asha, Ben के मौसा हैं');
  });
  row('H62', 'other relatives’ spouses', () => {
    expect(say(married('F', line('M', ['M', 'M'], ['M', 'M'])))).toBe(
      'Asha, Ben के चचेरे भाई की पत्नी है',
    );
    expect(say(married('M', line('F', [], ['M', 'M'])))).toBe('Asha, Ben की दादी के पति हैं');
    expect(say(married('U', line('M', ['M'], ['M'])))).toBe('Asha, Ben के भाई का जीवनसाथी है');
    expect(say(married('M', line('M', ['M'], ['M', 'F'])))).toBe('Asha, Ben के चाचा के पति हैं');
  });
  row('H63', 'the spouse’s parents', () => {
    expect(say(spouses(line('M', [], ['M']), 'M'))).toBe('Asha, Ben के ससुर हैं');
    expect(say(spouses(line('F', [], ['F']), 'F'))).toBe('Asha, Ben की सास हैं');
    expect(say(spouses(line('U', [], ['M']), 'M'))).toBe('Asha, Ben के पति के अभिभावक हैं');
  });
  row('H64', 'the husband’s elder brother', () => {
    expect(say(spouses(line('M', [elder('M')], [younger('M')]), 'M'))).toBe('Asha, Ben का जेठ है');
  });
  row('H65', 'the husband’s younger brother', () => {
    expect(say(spouses(line('M', [younger('M')], [elder('M')]), 'M'))).toBe('Asha, Ben का देवर है');
  });
  row('H66', 'the husband’s brother of unknown relative age', () => {
    expect(say(spouses(line('M', ['M'], ['M']), 'M'))).toBe('Asha, Ben के पति का भाई है');
  });
  row('H67', 'the husband’s sister', () => {
    expect(say(spouses(line('M', [elder('F')], [younger('M')]), 'M'))).toBe('Asha, Ben की ननद है');
  });
  row('H68', 'the wife’s brother and sister', () => {
    expect(say(spouses(line('M', ['M'], ['F']), 'F'))).toBe('Asha, Ben का साला है');
    expect(say(spouses(line('M', [elder('F')], [younger('F')]), 'F'))).toBe('Asha, Ben की साली है');
  });
  row('H69', 'the spouse’s children', () => {
    expect(say(spouses(line('M', ['M'], []), 'M'))).toBe('Asha, Ben का सौतेला बेटा है');
    expect(say(spouses(line('F', ['F'], []), 'F'))).toBe('Asha, Ben की सौतेली बेटी है');
    expect(say(spouses(line('F', ['U'], []), 'F'))).toBe('Asha, Ben की सौतेली संतान है');
  });
  row('H70', 'other relatives of the spouse', () => {
    expect(say(spouses(line('M', [], ['M', 'F']), 'F'))).toBe('Asha, Ben की पत्नी के दादा हैं');
    expect(say(spouses(line('M', ['M', 'M'], ['F', 'M']), 'M'))).toBe(
      'Asha, Ben के पति का ममेरा भाई है',
    );
    expect(say(spouses(line('M', ['M', 'M'], ['M']), 'U'))).toBe('Asha, Ben के जीवनसाथी का भतीजा है');
  });
  row('H71', 'the husband’s elder brother’s wife', () => {
    expect(say(coInLaw('F', line('M', [elder('M')], [younger('M')])))).toBe('Asha, Ben की जेठानी है');
  });
  row('H72', 'the husband’s younger brother’s wife', () => {
    expect(say(coInLaw('F', line('M', [younger('M')], [elder('M')])))).toBe(
      'Asha, Ben की देवरानी है',
    );
  });
  row('H73', 'the wife’s sister’s husband', () => {
    expect(say(coInLaw('M', line('M', ['F'], ['F'])))).toBe('Asha, Ben का साढ़ू है');
  });
  row('H74', 'the wife’s brother’s wife', () => {
    expect(say(coInLaw('F', line('M', ['M'], ['F'])))).toBe('Asha, Ben की सलहज है');
  });
  row('H75', 'the husband’s sister’s husband', () => {
    expect(say(coInLaw('M', line('M', ['F'], ['M'])))).toBe('Asha, Ben का ननदोई है');
  });
  row('H76', 'other co-siblings-in-law, described', () => {
    expect(say(coInLaw('F', line('M', ['M'], ['M'])))).toBe('Asha, Ben के पति के भाई की पत्नी है');
    expect(say(coInLaw('M', line('M', [elder('M')], [younger('M')])))).toBe(
      'Asha, Ben के पति के बड़े भाई का पति है',
    );
    expect(say(coInLaw('U', line('M', ['U'], ['U'])))).toBe(
      'Asha, Ben के जीवनसाथी के भाई-बहन का जीवनसाथी है',
    );
  });
  row('H77', 'step-siblings', () => {
    expect(say({ kind: 'step-sibling', gender: 'M' })).toBe('Asha, Ben का सौतेला भाई है');
    expect(say({ kind: 'step-sibling', gender: 'F' })).toBe('Asha, Ben की सौतेली बहन है');
    expect(say({ kind: 'step-sibling', gender: 'U' })).toBe('Asha, Ben का सौतेला भाई-बहन है');
  });
});

describe('Hindi: sentences', () => {
  row('H78', 'the sentence, plain', () => {
    expect(say(bloodTerm(line('M', [elder('F')], [younger('M')])))).toBe('Asha, Ben की बड़ी बहन है');
    expect(say(bloodTerm(line('M', ['M'], [])))).toBe('Asha, Ben का बेटा है');
  });
  row('H79', 'the sentence, honorific for an older generation', () => {
    expect(say(bloodTerm(line('M', [elder('M')], [younger('M'), 'F'])))).toBe('Asha, Ben के ताऊ हैं');
    expect(say(bloodTerm(line('F', [], ['F'])))).toBe('Asha, Ben की माता हैं');
  });
  row('H80', 'a further relation', () => {
    expect(hindi.also(bloodTerm(line('M', ['M', 'M'], ['M', 'M'])), ben)).toBe(
      'और उसका चचेरा भाई भी',
    );
    expect(hindi.also(bloodTerm(line('M', ['M'], ['M', 'M'])), ben)).toBe('और उसके चाचा भी');
    expect(hindi.also(bloodTerm(line('M', ['F'], [])), ben)).toBe('और उनकी बेटी भी');
  });
  row('H81', 'the summary joins the parts', () => {
    expect(hindi.join(['Asha, Ben की बहन है', 'और उसकी चचेरी बहन भी'])).toBe(
      'Asha, Ben की बहन है; और उसकी चचेरी बहन भी',
    );
  });
  row('H82', 'not related', () => {
    expect(hindi.notRelated(asha, ben)).toBe('Asha और Ben इस वंश-वृक्ष में आपस में संबंधित नहीं हैं।');
  });

  it('is the language of the hi locale', () => {
    expect(relationLanguage('hi')).toBe(hindi);
  });
});

describe('Hindi: any line has a name', () => {
  it('names lines of up to 25 generations either way, every gender unknown too', () => {
    for (const g of ['M', 'F', 'U'] as const)
      for (let up = 0; up <= 25; up++)
        for (let down = 0; down <= 25; down++) {
          if (up === 0 && down === 0) continue;
          const l = line(g, generations(up, g), generations(down, g), { half: up > 0 && down > 0 });
          const words = name(l);
          expect(words).not.toMatch(/undefined|null|NaN/);
          expect(words.length).toBeGreaterThan(0);
          expect(words.length).toBeLessThan(120);
        }
  });
});

describe('Hindi: through the relation engine', () => {
  it('reads the lines the engine builds, with relative age from the stored dates', () => {
    const relation = engineFamily();
    expect(relation('Raj', 'Ben', hindi)).toBe('Raj, Ben के ताऊ हैं');
    expect(relation('Sita', 'Ben', hindi)).toBe('Sita, Ben की ताई हैं');
    expect(relation('Meena', 'Arun', hindi)).toBe('Meena, Arun की चाची हैं');
    expect(relation('Arun', 'Ben', hindi)).toBe('Arun, Ben का बड़ा चचेरा भाई है');
    expect(relation('Lata', 'Ben', hindi)).toBe('Lata, Ben की छोटी बहन है');
    expect(relation('Gauri', 'Lata', hindi)).toBe('Gauri, Lata की दादी हैं');
    expect(relation('Sita', 'Meena', hindi)).toBe('Sita, Meena की जेठानी है');
    expect(relation('Vijay', 'Sita', hindi)).toBe('Vijay, Sita का देवर है');
    expect(relation('Kamala', 'Raj', hindi)).toBe('Kamala, Raj की मौसी हैं');
    expect(relation('Mohan', 'Ben', hindi)).toBe('Mohan, Ben के पिता के मौसेरे भाई हैं');
  });
});

it('tests every Hindi row of decision 0049', () => {
  expect([...tested].sort()).toEqual(decisionRows('H').sort());
});
