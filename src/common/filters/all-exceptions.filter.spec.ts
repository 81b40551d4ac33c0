import { ArgumentsHost, BadRequestException, NotFoundException } from '@nestjs/common';
import { IsInt, Matches, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { describe, expect, it } from 'vitest';
import { createValidationPipe } from '../pipes/validation.pipe';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter, loggable } from './all-exceptions.filter';

function run(exception: unknown) {
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({ id: 'req-42' }) }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

class Address {
  @Matches(/^\d{6}$/, { message: 'Please enter a valid 6 digit pincode' })
  postal_code!: string;
}

class Profile {
  @Matches(/^[6-9]\d{9}$/, { message: 'Please enter a valid 10 digit mobile number' })
  phoneNumber!: string;

  @IsInt()
  @Min(1, { message: 'Monthly income requires between ₹ 1 and ₹ 1,000,000' })
  monthly_income!: number;

  @ValidateNested()
  @Type(() => Address)
  address!: Address;
}

describe('AllExceptionsFilter', () => {
  it('answers an HTTP exception with its status and a single message', () => {
    expect(run(new NotFoundException('Lender not found'))).toEqual({
      status: 404,
      body: { message: 'Lender not found' },
    });
  });

  it('keeps extra fields such as validation errors, but not Nest’s error/statusCode', () => {
    const sent = run(
      new BadRequestException({
        message: 'Invalid PAN',
        errors: [{ field: 'pan', messages: ['Invalid PAN'] }],
      }),
    );
    expect(sent).toEqual({
      status: 400,
      body: { message: 'Invalid PAN', errors: [{ field: 'pan', messages: ['Invalid PAN'] }] },
    });
  });

  it('answers an unexpected error with 500, a generic message and the request id, never the stack', () => {
    const err = new Error('connect ECONNREFUSED 10.0.0.5:5432');
    const sent = run(err);
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      message: 'Something went wrong. Please try again.',
      requestId: 'req-42',
    });
    expect(JSON.stringify(sent.body)).not.toContain('ECONNREFUSED');
  });

  it('answers PostgreSQL data exceptions and body-parser failures as 400s', () => {
    const driverError = Object.assign(new Error('value too long'), { code: '22001' });
    const failed = new QueryFailedError('INSERT …', ['x'], driverError);
    expect(run(failed)).toEqual({
      status: 400,
      body: { message: 'A value in the request is too long for its field' },
    });
    const zlib = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' });
    expect(run(Object.assign(zlib, { status: 400 })).status).toBe(400);
    expect(run(new Error('Unexpected end of form')).status).toBe(400);
  });

  it('logs an error without its parameters or PostgreSQL detail', () => {
    const driverError = Object.assign(new Error('duplicate key'), {
      code: '23505',
      detail: 'Key (tin)=(ABCPV1234F) already exists.',
    });
    const logged = loggable(
      new QueryFailedError('INSERT INTO users (tin) VALUES ($1)', ['ABCPV1234F'], driverError),
    );
    expect(logged).toMatchObject({ type: 'QueryFailedError', code: '23505' });
    expect(logged.query).toBe('INSERT INTO users (tin) VALUES ($1)');
    expect(JSON.stringify(logged)).not.toContain('ABCPV1234F');
  });
});

describe('the global validation pipe', () => {
  const pipe = createValidationPipe();
  const validate = (value: unknown) => pipe.transform(value, { type: 'body', metatype: Profile });

  it('answers the first failure as the message and lists every field', async () => {
    const err = await validate({
      phoneNumber: '12345',
      monthly_income: 0,
      address: { postal_code: '11' },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestException);
    const body = (err as BadRequestException).getResponse() as {
      message: string;
      errors: { field: string; messages: string[] }[];
    };
    expect(body.message).toBe('Please enter a valid 10 digit mobile number');
    expect(body.errors.map((e) => e.field)).toEqual([
      'phoneNumber',
      'monthly_income',
      'address.postal_code',
    ]);
  });

  it('refuses fields that are not in the DTO', async () => {
    const err = await validate({
      phoneNumber: '9876543210',
      monthly_income: 5,
      address: { postal_code: '560001' },
      roleId: 1,
    }).catch((e: unknown) => e);
    expect((err as BadRequestException).getResponse()).toMatchObject({
      message: 'property roleId should not exist',
    });
  });
});
