/** The part of an OpenAPI 3.1 document (as @fastify/swagger writes it) the fuzz test reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minLength?: number;
  minItems?: number;
  minimum?: number;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface Endpoint {
  method: string;
  /** `/api/summaries/{id}` */
  path: string;
  operation: Operation;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function endpointsOf(doc: OpenApiDocument): Endpoint[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

export function bodySchemaOf(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content['application/json']?.schema;
}

export function parametersOf(operation: Operation, where: Parameter['in']): Parameter[] {
  return (operation.parameters ?? []).filter((p) => p.in === where);
}
