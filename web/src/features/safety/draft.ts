import {
  SafetyPlanBody,
  SafetyPlanContactSections,
  SafetyPlanTextSections,
  type SafetyPlanContactSection,
  type SafetyPlanContent,
  type SafetyPlanTextSection,
} from '@contracts/safety';

/** One line being edited; `id` keeps React keys and focus steady while lines come and go. */
export interface DraftLine {
  id: string;
  text: string;
}
export interface DraftContact {
  id: string;
  name: string;
  phone: string;
}
export type Draft = Record<SafetyPlanTextSection, DraftLine[]> & Record<SafetyPlanContactSection, DraftContact[]>;

let nextId = 0;
export const newId = () => `line-${++nextId}`;

export function draftFrom(plan: SafetyPlanContent): Draft {
  const draft = {} as Draft;
  for (const s of SafetyPlanTextSections) draft[s] = plan[s].map((text) => ({ id: newId(), text }));
  for (const s of SafetyPlanContactSections)
    draft[s] = plan[s].map((c) => ({ id: newId(), name: c.name, phone: c.phone }));
  return draft;
}

/** Errors by line id (`<id>` for a line, `<id>.name` or `<id>.phone` for a person). */
export type DraftErrors = Record<string, string>;

/**
 * The plan to save: blank lines and blank people are left out, the rest checked with the same
 * contract as the server. Errors name the lines they belong to.
 */
export function bodyFrom(draft: Draft): { body: SafetyPlanBody; errors: null } | { body: null; errors: DraftErrors } {
  const kept: Record<string, string[]> = {};
  const raw: Record<string, unknown> = {};
  for (const s of SafetyPlanTextSections) {
    const lines = draft[s].filter((l) => l.text.trim() !== '');
    kept[s] = lines.map((l) => l.id);
    raw[s] = lines.map((l) => l.text);
  }
  for (const s of SafetyPlanContactSections) {
    const people = draft[s].filter((c) => c.name.trim() !== '' || c.phone.trim() !== '');
    kept[s] = people.map((c) => c.id);
    raw[s] = people.map((c) => ({ name: c.name, phone: c.phone }));
  }
  const parsed = SafetyPlanBody.safeParse(raw);
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const [section, index, field] = issue.path;
    const id = typeof section === 'string' && typeof index === 'number' ? kept[section]?.[index] : undefined;
    const key = id ? (typeof field === 'string' ? `${id}.${field}` : id) : String(section);
    errors[key] ??= issue.message;
  }
  return { body: null, errors };
}
