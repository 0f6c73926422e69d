import { adminRegisterFieldsSchema } from '@app/contracts/admins';
import { adFormSchema } from '@app/contracts/ads';
import { signupBodySchema } from '@app/contracts/auth';
import { espaceInputSchema, lockerInputSchema, stationInputSchema } from '@app/contracts/places';
import {
  clientEspaceInputSchema,
  clientReclamationInputSchema,
  clientStationInputSchema,
} from '@app/contracts/portal';
import { createQuestionnaireSchema } from '@app/contracts/questionnaires';
import { qrReclamationInputSchema } from '@app/contracts/reclamations';
import {
  newsletterBodySchema,
  quoteRequestBodySchema,
  reservationBodySchema,
} from '@app/contracts/sales';
import { updateUserSchema } from '@app/contracts/users';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  admins,
  adRequests,
  clients,
  demandes,
  espaces,
  lockers,
  newsletterSubscribers,
  questionnaires,
  reclamations,
  reclamationsQr,
  reservations,
  stations,
} from '../../src/db/schema';

/**
 * A contract that accepts a longer string than the varchar column it is stored in lets the
 * database refuse it (a 400 with no field message at best). For every table that stores user text,
 * each text field of the contracts that write it is compared with its column's length: widening a
 * contract beyond its column, or a column below its contract, fails here.
 *
 * Tables whose lengths come from a contract's `…ColumnLength` map (every table below but
 * `reclamations`) fit plain text fields by construction; what this still catches there is a pattern
 * (phones), a list (governorates) or a limit written without the map.
 *
 * The mapping is kept by hand: contract field → the table's column key (same name when omitted).
 */
// biome-ignore lint/suspicious/noExplicitAny: any zod object, whatever its shape.
type ObjectSchema = z.ZodObject<any>;
const mappings: Array<{
  contract: string;
  schema: ObjectSchema;
  table: PgTable;
  fields: Record<string, string>;
}> = [
  {
    contract: 'signupBodySchema',
    schema: signupBodySchema,
    table: clients,
    fields: {
      companyName: 'companyName',
      fullName: 'fullName',
      job: 'job',
      governorate: 'governorate',
      city: 'city',
      email: 'email',
      phone: 'phone',
    },
  },
  {
    contract: 'updateUserSchema',
    schema: updateUserSchema,
    table: clients,
    fields: {
      fullName: 'fullName',
      email: 'email',
      phone: 'phone',
      phone2: 'phone2',
      companyName: 'companyName',
      job: 'job',
    },
  },
  {
    contract: 'adminRegisterFieldsSchema',
    schema: adminRegisterFieldsSchema,
    table: admins,
    fields: {
      nom: 'nom',
      prenom: 'prenom',
      email: 'email',
      telephone: 'telephone',
      poste: 'poste',
    },
  },
  {
    contract: 'quoteRequestBodySchema',
    schema: quoteRequestBodySchema,
    table: demandes,
    fields: {
      nom: 'nom',
      nomentreprise: 'nomentreprise',
      fonction: 'fonction',
      tel: 'tel',
      Gouvernorat: 'gouvernorat',
      email: 'email',
    },
  },
  {
    contract: 'reservationBodySchema',
    schema: reservationBodySchema,
    table: reservations,
    fields: { name: 'name', email: 'email', phone: 'phone' },
  },
  {
    contract: 'newsletterBodySchema',
    schema: newsletterBodySchema,
    table: newsletterSubscribers,
    fields: { email: 'email' },
  },
  {
    contract: 'qrReclamationInputSchema',
    schema: qrReclamationInputSchema,
    table: reclamationsQr,
    fields: {
      nom: 'nom',
      prenom: 'prenom',
      email: 'email',
      telephone: 'telephone',
      type_retour: 'typeRetour',
      lieu: 'lieu',
      heure_probleme: 'heureProbleme',
      usage_nano_box: 'usageNanoBox',
      souhaite_retour: 'souhaiteRetour',
    },
  },
  {
    contract: 'clientReclamationInputSchema',
    schema: clientReclamationInputSchema,
    table: reclamations,
    fields: { categorie: 'categorie' },
  },
  {
    contract: 'clientEspaceInputSchema',
    schema: clientEspaceInputSchema,
    table: espaces,
    fields: { nom: 'nom', ville: 'ville', gouvernorat: 'gouvernorat', activite: 'activite' },
  },
  {
    contract: 'espaceInputSchema',
    schema: espaceInputSchema,
    table: espaces,
    fields: { nom: 'nom', ville: 'ville', gouvernorat: 'gouvernorat', activite: 'activite' },
  },
  {
    contract: 'clientStationInputSchema',
    schema: clientStationInputSchema,
    table: stations,
    // `espace`, when it is text rather than an id, is kept as the station's place name.
    fields: { reference: 'reference', espace: 'espaceNom', adresse: 'adresse' },
  },
  {
    contract: 'stationInputSchema',
    schema: stationInputSchema,
    table: stations,
    fields: { reference: 'reference', model: 'model', status: 'status' },
  },
  {
    contract: 'lockerInputSchema',
    schema: lockerInputSchema,
    table: lockers,
    fields: { reference: 'reference' },
  },
  {
    contract: 'createQuestionnaireSchema',
    schema: createQuestionnaireSchema,
    table: questionnaires,
    fields: { title: 'title', type: 'type' },
  },
  {
    contract: 'adFormSchema',
    schema: adFormSchema,
    table: adRequests,
    fields: {
      nomPrenom: 'nomPrenom',
      email: 'email',
      tel1: 'tel1',
      tel2: 'tel2',
      typeEspace: 'typeEspace',
      gouvernorat: 'gouvernorat',
      ville: 'ville',
      statut: 'statut',
    },
  },
];

interface JsonNode {
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
}

/** The longest string the field's JSON Schema allows, if it states one (maxLength or an enum). */
function statedMax(node: JsonNode): number | undefined {
  const bounds: Array<number | undefined> = [
    node.maxLength,
    ...(node.enum ?? []).map((value) => (typeof value === 'string' ? value.length : undefined)),
    typeof node.const === 'string' ? node.const.length : undefined,
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].map(statedMax),
  ];
  const found = bounds.filter((bound): bound is number => bound !== undefined);
  return found.length > 0 ? Math.max(...found) : undefined;
}

/** What does not fit: each field of `fields` whose contract allows more than its column holds. */
function overflows(schema: ObjectSchema, table: PgTable, fields: Record<string, string>): string[] {
  const columns = getTableColumns(table) as Record<string, { length?: number } | undefined>;
  const shape = schema.shape as Record<string, z.ZodType>;
  const problems: string[] = [];
  for (const [field, columnKey] of Object.entries(fields)) {
    const column = columns[columnKey];
    const fieldSchema = shape[field];
    if (!column || !fieldSchema) {
      problems.push(`${field}: ${fieldSchema ? `no column ${columnKey}` : 'not in the contract'}`);
      continue;
    }
    const length = column.length;
    if (length === undefined) {
      problems.push(`${field}: column ${columnKey} is not a varchar with a length`);
      continue;
    }
    const json = z.toJSONSchema(fieldSchema, { io: 'input', unrepresentable: 'any' });
    const max = statedMax(json as JsonNode);
    if (max !== undefined) {
      if (max > length) problems.push(`${field}: contract allows ${max}, column holds ${length}`);
      continue;
    }
    // No stated length (a pattern such as a phone number): strings one longer than the column, in
    // the characters such fields accept, must all be refused.
    for (const char of ['1', 'a', '+', ' ']) {
      if (fieldSchema.safeParse(char.repeat(length + 1)).success) {
        problems.push(`${field}: accepts ${length + 1} × "${char}", column holds ${length}`);
      }
    }
  }
  return problems;
}

describe('contract string lengths fit the varchar columns they are stored in', () => {
  for (const { contract, schema, table, fields } of mappings) {
    it(`${contract} → ${getTableName(table)}`, () => {
      expect(overflows(schema, table, fields)).toEqual([]);
    });
  }

  it('finds a contract wider than its column, stated or by pattern, and a wrong mapping', () => {
    const wide = z.object({
      fullName: z.string().max(121),
      phone: z.string().regex(/^\d{8,30}$/),
      city: z.enum(['Sfax', 'x'.repeat(121)]),
      job: z.string().max(120),
    });
    expect(
      overflows(wide, clients, {
        fullName: 'fullName',
        phone: 'phone',
        city: 'city',
        job: 'job',
        nope: 'job',
      }),
    ).toEqual([
      'fullName: contract allows 121, column holds 120',
      'phone: accepts 21 × "1", column holds 20',
      'city: contract allows 121, column holds 120',
      'nope: not in the contract',
    ]);
  });
});
