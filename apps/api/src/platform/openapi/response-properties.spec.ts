import { NamedReferenceBase, UserReferenceBase } from './response-references';
import * as Property from './response-properties';

// Where @nestjs/swagger keeps the options of one property.
const PROPERTY_METADATA = 'swagger/apiModelProperties';

class Example {
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp({ example: null }) updated_at!: string;
  @Property.IsoDate({ example: '2026-11-22' }) date!: string;
  @Property.IsoDate({ nullable: true }) due_date!: string | null;
  @Property.Nullable(String, { description: 'Rich text' }) text!: string | null;
  @Property.Tags() tags!: string[];
  @Property.CustomProperties() custom_properties!: Record<string, unknown>;
}

class ExampleNamedReference extends NamedReferenceBase(5) {}
class ExampleUserReference extends UserReferenceBase {}

function options(target: object, property: string): Record<string, unknown> {
  return Reflect.getMetadata(PROPERTY_METADATA, target, property) as Record<string, unknown>;
}

describe('response properties', () => {
  const example = Example.prototype;

  it('documents timestamps with the common example unless told there is none', () => {
    expect(options(example, 'created_at')).toMatchObject({ example: Property.TIMESTAMP_EXAMPLE });
    expect(options(example, 'updated_at')).not.toHaveProperty('example');
  });

  it('documents dates in the date format, a nullable one typed as a string', () => {
    expect(options(example, 'date')).toMatchObject({ format: 'date', example: '2026-11-22' });
    expect(options(example, 'due_date')).toMatchObject({
      type: String,
      nullable: true,
      format: 'date',
    });
  });

  it('documents nullable values with their type and leaves out options not given', () => {
    expect(options(example, 'text')).toMatchObject({
      type: String,
      nullable: true,
      description: 'Rich text',
    });
    expect(options(example, 'text')).not.toHaveProperty('example');
  });

  it('documents tags as strings and custom properties as an open object', () => {
    expect(options(example, 'tags')).toMatchObject({ type: String, isArray: true });
    expect(options(example, 'custom_properties')).toMatchObject({
      type: 'object',
      additionalProperties: true,
    });
  });

  it('gives a subclass of a reference base the base properties with their examples', () => {
    expect(options(ExampleNamedReference.prototype, 'id')).toMatchObject({ example: 5 });
    expect(options(ExampleNamedReference.prototype, 'name')).toMatchObject({
      example: 'Beispiel AG',
    });
    expect(options(ExampleUserReference.prototype, 'lastname')).toMatchObject({
      example: 'Muster',
    });
  });
});
