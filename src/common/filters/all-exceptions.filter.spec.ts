import { ArgumentsHost, NotFoundException } from '@nestjs/common';
import { IsInt, Matches, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { describe, expect, it } from 'vitest';
import { createValidationPipe } from '../pipes/validation.pipe';
import { QueryFailedError } from 'typeorm';
import { AppError, rule } from '../errors';
import { AllExceptionsFilter, loggable } from './all-exceptions.filter';

let answeredRequestId: string | undefined;

function run(exception: unknown) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = {
    headers: {},
  };
  // As much of Fastify's reply as the filter uses.
  const res = {
    sent: false,
    raw: { headersSent: false },
    header(name: string, value: string) {
      // Every answer has it (see the test below); the others are what each case is about.
      if (name === 'X-Request-Id') answeredRequestId = value;
      else sent.headers[name] = value;
      return this;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    type() {
      return this;
    },
    send(body: unknown) {
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
  @Matches(/^\d{6}$/, rule('OTP_FORMAT_INVALID'))
  postal_code!: string;
}

class Profile {
  @Matches(/^[6-9]\d{9}$/, rule('MOBILE_INVALID'))
  phoneNumber!: string;

  @IsInt()
  @Min(1, rule('OTP_INCORRECT', { attemptsLeft: 1 }))
  monthly_income!: number;

  @ValidateNested()
  @Type(() => Address)
  address!: Address;
}

describe('AllExceptionsFilter', () => {
  it('answers a domain error with its code’s status, the catalogue’s message and its params', () => {
    expect(run(new AppError('OTP_INCORRECT', { attemptsLeft: 2 }))).toEqual({
      status: 400,
      headers: {},
      body: {
        code: 'OTP_INCORRECT',
        message: 'Incorrect OTP. 2 attempts left',
        params: { attemptsLeft: 2 },
      },
    });
    expect(run(new AppError('OTP_NETWORK_LIMIT', { retryAfterSeconds: 90 }))).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '90' },
      body: { message: 'Too many OTP requests from your network. Please try again in 2 minutes' },
    });
  });

  it('answers an exception of the framework with the generic code of its status', () => {
    expect(run(new NotFoundException('Cannot GET /api/nothing'))).toEqual({
      status: 404,
      headers: {},
      body: { code: 'NOT_FOUND', message: 'Cannot GET /api/nothing' },
    });
  });

  it('answers an unexpected error with 500, a generic message and the request id, never the stack', () => {
    const err = new Error('connect ECONNREFUSED 10.0.0.5:5432');
    const sent = run(err);
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
      requestId: 'req-42',
    });
    expect(JSON.stringify(sent.body)).not.toContain('ECONNREFUSED');
  });

  it('answers a lost database connection with 503 DATABASE_UNAVAILABLE and Retry-After, never 500', () => {
    const unavailable = {
      status: 503,
      headers: { 'Retry-After': '5' },
      body: {
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a few seconds',
        params: { retryAfterSeconds: 5 },
      },
    };
    const pg = (message: string, code?: string) =>
      Object.assign(new Error(message), code ? { code } : {});
    // A query on a connection the server ended: TypeORM wraps the driver's error.
    const shutdown = pg('terminating connection due to administrator command', '57P01');
    expect(run(new QueryFailedError('SELECT 1', [], shutdown))).toEqual(unavailable);
    // The same socket reset that used to be answered as a client's REQUEST_ABORTED.
    expect(run(new QueryFailedError('SELECT 1', [], pg('read ECONNRESET', 'ECONNRESET')))).toEqual(
      unavailable,
    );
    for (const err of [
      pg('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      pg('the database system is starting up', '57P03'),
      pg('connection failure', '08006'),
      pg('Connection terminated unexpectedly'),
      pg('timeout exceeded when trying to connect'),
    ])
      expect(run(err)).toEqual(unavailable);
    // A query that is wrong is still a server error of ours, not an outage.
    expect(run(new QueryFailedError('SELEC 1', [], pg('syntax error', '42601'))).status).toBe(500);
  });

  it('answers REQUEST_ABORTED only for a client that went away while sending its body', () => {
    // Fastify marks an error while reading the body with statusCode 400.
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    expect(run(aborted)).toMatchObject({ status: 400, body: { code: 'REQUEST_ABORTED' } });
  });

  it('answers with the request id the server used', () => {
    answeredRequestId = undefined;
    run(new NotFoundException());
    expect(answeredRequestId).toBe('req-42');
  });

  it('answers PostgreSQL data exceptions and body-parser failures as 400s', () => {
    const driverError = Object.assign(new Error('value too long'), { code: '22001' });
    const failed = new QueryFailedError('INSERT …', ['x'], driverError);
    expect(run(failed)).toEqual({
      status: 400,
      headers: {},
      body: { code: 'VALUE_TOO_LONG', message: 'A value in the request is too long for its field' },
    });
    // Fastify marks a body's read error with statusCode 400; zlib's code names the cause.
    const zlib = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' });
    expect(run(Object.assign(zlib, { statusCode: 400 })).body).toMatchObject({
      code: 'BODY_ENCODING_INVALID',
    });
    expect(run(new Error('Unexpected end of multipart data')).body).toMatchObject({
      code: 'MULTIPART_MALFORMED',
    });
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

  it('answers the first failure as the code and message and lists every field rule', async () => {
    const err = await validate({
      phoneNumber: '12345',
      monthly_income: 0,
      address: { postal_code: '11' },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    const { code, message, errors } = err as AppError;
    expect({ code, message }).toEqual({
      code: 'MOBILE_INVALID',
      message: 'Please enter a valid 10 digit mobile number',
    });
    expect(errors).toEqual([
      {
        field: 'phoneNumber',
        code: 'MOBILE_INVALID',
        message: 'Please enter a valid 10 digit mobile number',
      },
      {
        field: 'monthly_income',
        code: 'OTP_INCORRECT',
        message: 'Incorrect OTP. 1 attempt left',
        params: { attemptsLeft: 1 },
      },
      { field: 'address.postal_code', code: 'OTP_FORMAT_INVALID', message: 'Enter 6 digits OTP' },
    ]);
  });

  it('refuses fields that are not in the DTO', async () => {
    const err = await validate({
      phoneNumber: '9876543210',
      monthly_income: 5,
      address: { postal_code: '560001' },
      roleId: 1,
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'FIELD_NOT_ALLOWED',
      message: 'property roleId should not exist',
      params: { field: 'roleId' },
    });
  });
});
