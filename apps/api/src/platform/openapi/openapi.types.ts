import type { OpenAPIObject } from '@nestjs/swagger';

// @nestjs/swagger exports only the document type from its entry point; the parts are derived
// from it so nothing imports a file inside the package.
export type PathItemObject = OpenAPIObject['paths'][string];
export type OperationObject = NonNullable<PathItemObject['get']>;
export type ResponsesObject = OperationObject['responses'];
export type ResponseOrReference = NonNullable<ResponsesObject[string]>;
export type ParameterOrReference = NonNullable<OperationObject['parameters']>[number];
export type ComponentsObject = NonNullable<OpenAPIObject['components']>;

/** The HTTP methods an OpenAPI path item can hold, in document order. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
