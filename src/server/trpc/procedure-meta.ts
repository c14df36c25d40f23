import type {
  AnyTRPCProcedure,
  AnyTRPCRouter,
  TRPCProcedureBuilder as ProcedureBuilder,
  TRPCUnsetMarker as UnsetMarker,
} from '@trpc/server';
import type { ProcedureAccess } from '../../shared/permissions.ts';

/**
 * What a procedure says of itself (decision 0043): who may call it, and the REST route of the spec that
 * answers with it. Access enforcement, the REST routes, the OpenAPI document, the permission-matrix test
 * and the images' access rule all read these, from the router; nothing else lists procedures.
 */
export interface ProcedureMeta {
  /** Set by the base procedure it is built on (init.ts): public, signed in, or a permission. */
  access?: ProcedureAccess;
  rest?: RestRoute;
}

/** Where a route's input is read from: the query, the (JSON or multipart) body, the path, or path and body. */
export type RestInput = 'query' | 'body' | 'params' | 'params+body';

export interface RestRoute<Path extends string = string> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:id` and `:entry` match digits only, so `/all` is a route of its own and `/abc` a plain 404. */
  path: Path;
  /** Omitted for a procedure without input. The path's id wins over an `id` in the body. */
  input?: RestInput;
  /** On success; 200 unless it creates something. */
  status?: 201;
  /** A public read answered from the shared cache with an ETag (a repeat with If-None-Match gets 304). */
  cached?: true;
  /** Answers a file (`{ file_name, content_type, content }`), sent as a download, not as JSON. */
  download?: true;
  /** The body may be multipart with a file field of this name. */
  multipartFile?: 'image' | 'file' | 'photos';
  /** Takes the version it was made from (`version`, or `If-Match` with the record's ETag): 409 if stale. */
  versioned?: true;
}

/** The names of a path's parameters: `'/a/:id/b/:entry'` gives `'id' | 'entry'`. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

// biome-ignore lint/suspicious/noExplicitAny: any builder of any router; only its input type is read.
type AnyBuilder = ProcedureBuilder<any, ProcedureMeta, any, any, any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above. The parsed input: a form's preprocessed input is `unknown` before.
type InputOf<B> = B extends ProcedureBuilder<any, any, any, any, infer In, any, any, any> ? In : never;

/**
 * A route is checked against the procedure's input when it is declared: a path parameter the input has
 * no field for, or a route reading input for a procedure that takes none (or none for one that does), is
 * a compile error, not a request that fails.
 */
type Checked<Path extends string, In> = [PathParams<Path>] extends [never]
  ? unknown
  : [PathParams<Path>] extends [keyof NonNullable<In> & string]
    ? { input: 'params' | 'params+body' }
    : {
        path: `has a parameter the input lacks: ${Exclude<PathParams<Path>, keyof NonNullable<In> & string>}`;
      };
type InputChecked<In> = [In] extends [UnsetMarker] ? { input?: never } : { input: RestInput };

/**
 * The REST route that answers with the procedure built from `builder`, declared on the procedure itself:
 * `rest(signedInProcedure.input(idInput), { method: 'GET', path: '/api/admin/maps/:id', input: 'params' })`.
 */
export function rest<B extends AnyBuilder, const Path extends string>(
  builder: B,
  route: RestRoute<Path> & Checked<Path, InputOf<B>> & InputChecked<InputOf<B>>,
): B {
  return builder.meta({ rest: route }) as B;
}

/** The access a procedure declares (every procedure does: its base procedure sets it). */
export function accessOf(procedure: AnyTRPCProcedure): ProcedureAccess {
  const access = (procedure._def.meta as ProcedureMeta | undefined)?.access;
  if (!access) throw new Error('A procedure without a declared access.');
  return access;
}

/** Every procedure of a router with its dotted path, in the router's order. */
export function proceduresOf(router: AnyTRPCRouter): [path: string, procedure: AnyTRPCProcedure][] {
  return Object.entries(router._def.procedures as Record<string, AnyTRPCProcedure>);
}
