import { gedcomWarning, type GedcomWarning } from './gedcom-warning.js';
import { warningText, type WarningKey } from './warning-text.js';

/** A field an import cuts to its form's limit (issue 28): "first name", "work role". */
export type CutField = Extract<WarningKey, `field.${string}`>;

/** The warning of a person's text cut to fit: `name` is the person's as the file gives it. */
export const cutWarning = (
  line: number,
  name: string,
  field: CutField,
  max: number,
): GedcomWarning =>
  gedcomWarning(line, 'import.fieldCut', { field: warningText(field), name, line, max });
