import { z } from 'zod';

/**
 * The free-text fields of a request body schema, found by reading the zod schema itself: strings
 * that may be long (a maximum length of at least `minLength`, or none) and are not a format
 * (an e-mail address, a URL, an id). Nested fields are named by their path (`a.b`, `list[]`).
 */
export function freeTextFields(schema: z.ZodType, minLength: number): string[] {
  const found = new Set<string>();
  const visit = (node: z.core.$ZodType, path: string, seen: Set<unknown>) => {
    // A schema met again inside itself (a recursive one) is not walked twice.
    if (seen.has(node)) return;
    seen.add(node);
    visitOnce(node, path, seen);
    seen.delete(node);
  };
  const visitOnce = (node: z.core.$ZodType, path: string, seen: Set<unknown>) => {
    const def = node._zod.def;
    switch (def.type) {
      case 'string': {
        const { format, checks = [] } = def as z.core.$ZodStringDef & { format?: string };
        let max = Infinity;
        for (const check of checks) {
          const rule = check._zod.def as { check: string; maximum?: number; length?: number; format?: string };
          // An e-mail address, a URL, an id, a date: a format, not words.
          if (rule.check === 'string_format') return;
          if (rule.check === 'max_length') max = Math.min(max, rule.maximum!);
          if (rule.check === 'length_equals') max = Math.min(max, rule.length!);
        }
        if (!format && max >= minLength) found.add(path);
        return;
      }
      case 'object':
        for (const [key, value] of Object.entries((def as z.core.$ZodObjectDef).shape))
          visit(value, path ? `${path}.${key}` : key, seen);
        return;
      case 'array':
        visit((def as z.core.$ZodArrayDef).element, `${path}[]`, seen);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        visit((def as unknown as { innerType: z.core.$ZodType }).innerType, path, seen);
        return;
      case 'pipe': {
        // What the value finally must be: the pipe's end, unless that end only transforms (then its start).
        const { in: start, out: end } = def as z.core.$ZodPipeDef;
        visit(end._zod.def.type === 'transform' ? start : end, path, seen);
        return;
      }
      case 'union':
        for (const option of (def as z.core.$ZodUnionDef).options) visit(option, path, seen);
        return;
      case 'intersection':
        visit((def as z.core.$ZodIntersectionDef).left, path, seen);
        visit((def as z.core.$ZodIntersectionDef).right, path, seen);
        return;
      case 'lazy':
        visit((def as z.core.$ZodLazyDef).getter(), path, seen);
        return;
      default:
        return;
    }
  };
  visit(schema, '', new Set());
  return [...found];
}
