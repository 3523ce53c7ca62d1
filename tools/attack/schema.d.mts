/** Types of schema.mjs: the content types, what in them is private, and the routes. */
export interface SchemaType {
  uid: string;
  pluralName?: string;
  draftAndPublish: boolean;
  attributes: Record<string, Record<string, unknown> & { type: string }>;
}
export interface Route {
  method?: string;
  path: string;
  handler: string;
  uid?: string;
}

export declare const USER: string;
export declare const ROLE: string;
export declare const PERMISSION: string;
export declare const FILE: string;
export declare const ARTICLE_UID: string;
export declare const PROFILE_UID: string;
export declare const PRIVATE_NAMES: string[];
export declare const PER_USER_RELATIONS: string[];
export declare const OWNED_TYPES: string[];
export declare const loadSchema: () => Map<string, SchemaType>;
export declare const declaredRoutes: (types: Map<string, SchemaType>) => string[];
export declare const listRoutes: (
  base: string,
  adminJwt: string,
  types: Map<string, SchemaType>,
  options?: { all?: boolean },
) => Promise<Route[]>;
