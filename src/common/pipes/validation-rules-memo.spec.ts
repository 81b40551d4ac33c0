import { getMetadataStorage, IsInt, IsString, validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { rememberValidationRules } from './validation-rules-memo';

describe('remembered validation rules', () => {
  rememberValidationRules();
  const failed = (o: object) => validateSync(o).map((e) => e.property);

  it('looks a class up once', () => {
    class Once {
      @IsInt() n = 1;
    }
    const rules = () => getMetadataStorage().getTargetValidationMetadatas(Once, '', false, false);
    expect(rules()).toHaveLength(1);
    expect(rules()).toBe(rules());
  });

  it('gives the same rules as before, for a class and a subclass defined later', () => {
    class Base {
      @IsInt() n: unknown = 'x';
    }
    expect(failed(new Base())).toEqual(['n']);
    expect(failed(new Base())).toEqual(['n']);
    // Defined after Base's rules were remembered: its own rule and the inherited one both apply.
    class Child extends Base {
      @IsString() s: unknown = 1;
    }
    expect(failed(new Child()).sort()).toEqual(['n', 's']);
  });

  it('forgets what it remembered when a rule is added to a class already looked up', () => {
    class Late {
      @IsString() s = 'ok';
      n: unknown = 'x';
    }
    expect(failed(new Late())).toEqual([]);
    IsInt()(Late.prototype, 'n');
    expect(failed(new Late())).toEqual(['n']);
  });
});
