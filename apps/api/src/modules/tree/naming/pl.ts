import type { Gender } from '@familytree/shared';
import { isChildLine, isParentLine, isSiblingLine, pick, relToCommon } from './line-shape.js';
import { polishFullSibling, polishHalfSibling, polishPartner, polishSingle } from './pl-gramps.js';
import { genitive, withAdjectiveAfterHead } from './pl-grammar.js';
import { firstOf, type Line, type RelationLanguage, type RelationTerm } from './relation-term.js';

/**
 * Polish relation names: Gramps' own (pl-gramps.ts) for blood lines, siblings and spouses,
 * and the usual Polish words where Gramps names nothing (docs/decisions/0048). A sentence puts
 * the names in the nominative, as Gramps gives them, and leaves the persons' names uninflected:
 * "Anna to stryjenka osoby Ben" ("X to …" takes the nominative, "osoby" carries the genitive).
 */

/**
 * A half line beyond siblings, which Gramps does not name: "przyrodni" as for siblings ("stryj
 * przyrodni", "kuzynka przyrodnia"), or, when the name runs on past its head ("syn
 * siostrzeńca"), the line said outright: through half siblings.
 */
function halfLine(name: string, gender: Gender): string {
  const adjective = pick(gender, 'przyrodni', 'przyrodnia', 'przyrodni(-a)');
  return withAdjectiveAfterHead(name, adjective) ?? `${name} (przez rodzeństwo przyrodnie)`;
}

/** Two or more lines at once: "podwójny kuzyn", "potrójna kuzynka", then a count. */
function multiple(count: number, name: string, gender: Gender): string {
  if (count <= 1) return name;
  if (count > 3) return `${name} (pokrewieństwo ${count}-krotne)`;
  const stem = count === 2 ? 'podwójn' : 'potrójn';
  return `${pick(gender, `${stem}y`, `${stem}a`, `${stem}y(-a)`)} ${name}`;
}

const blood = (line: Line): string => {
  const gender = firstOf(line).gender;
  if (isSiblingLine(line))
    return multiple(
      line.multiplicity,
      line.half ? polishHalfSibling(gender) : polishFullSibling(gender),
      gender,
    );
  const name = polishSingle(
    line.up,
    line.down,
    gender,
    relToCommon(line.toFirst),
    relToCommon(line.toSecond),
  );
  if (line.lineal) return name;
  return multiple(line.multiplicity, line.half ? halfLine(name, gender) : name, gender);
};

/** The spouse word of a sentence: Gramps' for a man or a woman, "małżonek" for anyone. */
const spouseWord = (gender: Gender) => (gender === 'U' ? 'małżonek' : polishPartner(gender));

/**
 * What the first person is, as the noun the second person's name attaches to and what comes
 * before it: "żona" + "stryja" reads "żona stryja osoby Ben" or "żona jego stryja".
 */
interface Phrase {
  before?: string;
  noun: string;
}

const siblingInLaw = (gender: Gender) =>
  pick(gender, 'szwagier', 'szwagierka', 'szwagier lub szwagierka');

/** A woman married to the second's paternal uncle is his stryjenka, to the maternal his wujenka. */
function unclesWife(line: Line): string | null {
  if (line.lineal || line.up !== 1 || line.down !== 2 || firstOf(line).gender !== 'M') return null;
  const parent = line.toSecond[1]?.gender;
  return parent === 'M' ? 'stryjenka' : parent === 'F' ? 'wujenka' : null;
}

function spouseOfRelative(gender: Gender, line: Line): Phrase {
  if (isSiblingLine(line))
    return {
      noun: gender === 'F' && firstOf(line).gender === 'M' ? 'bratowa' : siblingInLaw(gender),
    };
  if (isChildLine(line)) return { noun: pick(gender, 'zięć', 'synowa', 'zięć lub synowa') };
  if (isParentLine(line)) return { noun: pick(gender, 'ojczym', 'macocha', 'ojczym lub macocha') };
  const wife = gender === 'F' ? unclesWife(line) : null;
  if (wife) return { noun: wife };
  return { before: spouseWord(gender), noun: genitive(blood(line)) };
}

function relativeOfSpouse(line: Line, spouseGender: Gender): Phrase {
  const gender = firstOf(line).gender;
  if (isSiblingLine(line)) return { noun: siblingInLaw(gender) };
  if (isParentLine(line)) return { noun: pick(gender, 'teść', 'teściowa', 'teść lub teściowa') };
  if (isChildLine(line))
    return { noun: pick(gender, 'pasierb', 'pasierbica', 'pasierb lub pasierbica') };
  return { before: blood(line), noun: genitive(spouseWord(spouseGender)) };
}

function phrase(term: RelationTerm): Phrase {
  switch (term.kind) {
    case 'spouse':
      return { noun: spouseWord(term.gender) };
    case 'blood':
      return { noun: blood(term.line) };
    case 'spouse-of-relative':
      return spouseOfRelative(term.gender, term.partnerLine);
    case 'relative-of-spouse':
      return relativeOfSpouse(term.line, term.spouseGender);
    case 'co-sibling-in-law':
      // The first's spouse is the second's szwagier or szwagierka (the second's spouse's sibling).
      return {
        before: spouseWord(term.gender),
        noun: genitive(siblingInLaw(firstOf(term.siblings).gender)),
      };
    case 'step-sibling':
      return {
        noun: pick(
          term.gender,
          'przybrany brat',
          'przybrana siostra',
          'przybrany brat lub przybrana siostra',
        ),
      };
  }
}

const words = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');

const related = (a: Gender, b: Gender) =>
  a === 'F' && b === 'F' ? 'spokrewnione' : 'spokrewnieni';

export const polish: RelationLanguage = {
  blood,
  sentence: (first, term, second) => {
    const { before, noun } = phrase(term);
    return `${first.name} to ${words(before, noun)} osoby ${second.name}`;
  },
  also: (term, second) => {
    const { before, noun } = phrase(term);
    if (second.gender === 'U') return `a także ${words(before, noun)} tej osoby`;
    return `a także ${words(before, second.gender === 'M' ? 'jego' : 'jej', noun)}`;
  },
  join: (parts) => parts.join(', '),
  notRelated: (first, second) =>
    `${first.name} i ${second.name} nie są ze sobą ${related(first.gender, second.gender)} w tym drzewie genealogicznym.`,
};
