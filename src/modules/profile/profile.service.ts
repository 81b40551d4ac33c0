import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import {
  type ErrorCode,
  type ErrorParams,
  type FieldError,
  isLoanProduct,
  type LoanProductCode,
  PROFILE_FORMS,
  type ProductChoice,
  type ProfileForm,
  type ProfileView,
  type SavedProfile,
  type StartUp,
} from '@marketplace/contracts';
import { AppError, fieldError, validationError } from '../../common/errors';
import { PAN_PERSONAL } from '../../common/validation';
import { Transactional, type TxHost } from '../../database/transactional';
import type { Application } from '../applications/application.entity';
import { ApplicationsRepository } from '../applications/applications.repository';
import { UsersRepository } from '../users/users.repository';
import { JourneyEventsRepository } from '../applications/journey-events.repository';
import { currentNotice } from '../consent/consent-notice';
import { ConsentRepository, type ConsentChange } from '../consent/consent.repository';
import { ConsentService } from '../consent/consent.service';
import { ConsumerRecordsService } from '../applications/consumer-records.service';
import type { Product } from '../products/product.entity';
import { LanguagesService } from '../reference/languages.service';
import { SmartListsService } from '../reference/smart-lists.service';
import { User } from '../users/user.entity';
import { checkBirthDate } from './birth-date';
import type { ProfileDto } from './dto/profile.dto';
import { maskBirthDate, maskPan } from './masks';
import { answerChanges, identityChanges } from './profile-fields';
import {
  BUSINESS_LENDER_FLAGS,
  COMPLETION_FLAG,
  FIELD_LABELS,
  LOAN_AMOUNT,
  OPTION_FIELDS,
  REQUIRED,
  SALARIED_REQUIRED,
  type RequiredField,
} from './profile-rules';
import { toApplicationView, toMaskInfo, toProfileView } from './profile.view';

/** Which identity or application column a required API field is checked against. */
const REQUIRED_COLUMN: Record<RequiredField, keyof User | keyof Application> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  birthDate: 'birthDate',
  tin: 'tin',
  gender: 'gender',
  employment_status_code: 'employmentStatusCode',
  employer_name: 'employerName',
  salary_mode: 'salaryMode',
  monthly_income: 'monthlyIncome',
  credit_score_class: 'creditScoreClass',
  business_registration_type: 'businessRegistrationType',
  business_current_turnover: 'businessCurrentTurnover',
  business_years: 'businessYears',
  address1: 'address1',
  postal_code: 'postalCode',
  se_loan_amount: 'desiredAmount',
};

/**
 * The consumer's profile: the start-up call, the profile read, the masked
 * identity, the product choice, the profile form of each loan product, and the language. The
 * identity is the consumer's, once; each product's answers are its application's, so the
 * profile as read is the identity with the answers of the application in progress.
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly records: ConsumerRecordsService,
    private readonly smartLists: SmartListsService,
    private readonly languages: LanguagesService,
    private readonly applications: ApplicationsRepository,
    private readonly users: UsersRepository,
    private readonly events: JourneyEventsRepository,
    private readonly consents: ConsentRepository,
    private readonly consentLedger: ConsentService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /** GET /api/user/{prospectAppId} */
  async profile(principal: ConsumerPrincipal, prospectAppId: string): Promise<ProfileView> {
    const user = await this.records.ownerOf(principal.userId, prospectAppId);
    return toProfileView(user, await this.records.inflight(user));
  }

  /** GET /api/start-up/{prospectAppId}: what the consumer app loads when a session starts. */
  async startUp(principal: ConsumerPrincipal, prospectAppId: string): Promise<StartUp> {
    const { prospect, user } = await this.records.prospect(principal.userId, prospectAppId);
    const app = await this.records.inflight(user);
    return {
      prospectAppId: prospect.id,
      user: toProfileView(user, app, principal),
      appId: app?.id ?? null,
      productId: app?.productId ?? null,
      productCode: app?.product?.code ?? null,
      productType: app?.product?.name ?? null,
      application: app ? toApplicationView(app) : null,
      partnerName: await this.records.partnerName(prospect.partnerId),
      products: await this.languages.activeProducts(),
    };
  }

  /** GET /api/getMaskInfo/{id}: by the consumer's own userId or one of their prospect ids. */
  async maskInfo(principal: ConsumerPrincipal, id: string) {
    if (/^\d+$/.test(id)) {
      if (Number(id) !== principal.userId) throw new AppError('USER_NOT_FOUND');
      return toMaskInfo(await this.records.user(principal.userId));
    }
    return toMaskInfo(await this.records.ownerOf(principal.userId, id.toLowerCase()));
  }

  /** POST /api/user/{prospectAppId}/product: the product chosen at /products. */
  async chooseProduct(
    principal: ConsumerPrincipal,
    prospectAppId: string,
    productId: number,
  ): Promise<ProductChoice> {
    const { prospect, user } = await this.records.prospect(principal.userId, prospectAppId);
    const product = await this.records.activeProduct(productId);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    const code = product.code;
    const app = await this.recordChoice(user, prospect.id, product);
    return {
      productId: product.id,
      productCode: code,
      productType: product.name,
      appId: app?.id ?? null,
      // Products without a profile form (cards, insurance) count as complete.
      completed: isLoanProduct(code) ? user[COMPLETION_FLAG[code]] : 1,
      updateRequired: code === 'PL' ? updateRequired(user) : 0,
    };
  }

  /** POST /api/user/{prospectAppId}/profile/{form}: saves one product's form. */
  async save(
    principal: ConsumerPrincipal,
    prospectAppId: string,
    form: ProfileForm,
    dto: ProfileDto,
    requestIp: string | null,
  ): Promise<SavedProfile> {
    const { prospect, user } = await this.records.prospect(principal.userId, prospectAppId);
    const code = PROFILE_FORMS[form];
    const product = await this.records.productByCode(code);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    const identity = identityChanges(dto);
    const answers = answerChanges(dto);
    if (dto.ip_address === undefined) identity.ipAddress = requestIp;

    const app = await this.saveForm(
      { user, prospectAppId: prospect.id, product, form },
      dto,
      { identity, answers },
      requestIp,
    );
    return {
      user: toProfileView(user, app, principal),
      appId: app.id,
      productId: product.id,
      productCode: code,
      productType: product.name,
    };
  }

  /** POST /api/set-language */
  async setLanguage(principal: ConsumerPrincipal, uid: number, language: number | string) {
    if (uid !== principal.userId) throw new AppError('USER_NOT_FOUND');
    const found = await this.languages.find(language);
    if (!found) throw new AppError('LANGUAGE_NOT_FOUND');
    await this.records.setLanguage(principal.userId, found);
    return { languageId: found.id, code: found.code };
  }

  /**
   * Every profile form check that needs the stored identity, the application's answers or
   * the option lists (the masked PAN and birth date sent back keep the stored ones); all failures
   * are reported at once, the first as the answer's code and message.
   */
  /** The choice and its journey step in one transaction; a loan product's opens its application. */
  @Transactional()
  private async recordChoice(user: User, prospectAppId: string, product: Product) {
    const open = isLoanProduct(product.code)
      ? await this.records.openApplication(user, prospectAppId, product)
      : null;
    await this.events.record('product_chosen', {
      userId: user.id,
      prospectAppId,
      applicationId: open?.id ?? null,
      productId: product.id,
    });
    return open;
  }

  /** One form's answers, the identity, the contact consents and the journey step, together. */
  @Transactional()
  private async saveForm(
    on: { user: User; prospectAppId: string; product: Product; form: ProfileForm },
    dto: ProfileDto,
    { identity, answers }: { identity: Partial<User>; answers: Partial<Application> },
    requestIp: string | null,
  ): Promise<Application> {
    const { user, prospectAppId, product, form } = on;
    const code = PROFILE_FORMS[form];
    // The product's own application: its answers are the ones this form reads and writes.
    const open = await this.records.openApplication(user, prospectAppId, product);
    await this.check(user, open, code, dto, identity, answers);
    const contact = contactChanges(user, identity);
    if (contact.length) {
      if (await this.consents.erasureRequestedAt(user.id))
        throw new AppError('CONSENT_ERASURE_REQUESTED');
      await this.consentLedger.record(
        user.id,
        currentNotice().version,
        'profile',
        requestIp,
        contact,
      );
    }
    const flags: Partial<User> = { [COMPLETION_FLAG[code]]: 1 };
    // Saving the personal form is the re-save the update-required flags ask for.
    if (code === 'PL') Object.assign(flags, { plUpdateRequired: 0, plSeUpdateRequired: 0 });
    await this.users.update(user.id, { ...identity, ...flags });
    Object.assign(user, identity, flags);
    await this.applications.updateApplication(open.id, answers);
    await this.events.record('profile_saved', {
      userId: user.id,
      prospectAppId,
      applicationId: open.id,
      productId: product.id,
      data: { form },
    });
    return Object.assign(open, answers);
  }

  private async check(
    user: User,
    app: Application,
    code: LoanProductCode,
    dto: ProfileDto,
    changes: Partial<User>,
    answers: Partial<Application>,
  ) {
    const errors: FieldError[] = [];
    const fail = (field: string, code: ErrorCode, params?: ErrorParams) =>
      errors.push(fieldError(field, code, params));

    if (typeof dto.tin === 'string') {
      if (dto.tin.includes('*')) {
        // The masked PAN sent back unchanged keeps the stored one.
        if (user.tin && dto.tin === maskPan(user.tin)) delete changes.tin;
        else fail('tin', 'PAN_INVALID');
      } else if (code !== 'BL' && !PAN_PERSONAL.test(dto.tin)) fail('tin', 'PAN_INVALID');
    }
    if (typeof dto.birthDate === 'string') {
      if (dto.birthDate.startsWith('**/**/')) {
        if (user.birthDate && dto.birthDate === maskBirthDate(user.birthDate))
          delete changes.birthDate;
        else fail('birthDate', 'BIRTH_DATE_INVALID');
      } else {
        const check = checkBirthDate(dto.birthDate);
        if (check.ok) changes.birthDate = check.iso;
        else fail('birthDate', check.code);
      }
    }
    for (const [field, [list, name]] of Object.entries(OPTION_FIELDS)) {
      const value = dto[field as keyof typeof OPTION_FIELDS];
      if (typeof value === 'string' && value && !(await this.smartLists.option(list, value)))
        fail(field, 'OPTION_INVALID', { field: name });
    }
    const limits = LOAN_AMOUNT[code];
    if (
      typeof dto.se_loan_amount === 'number' &&
      (dto.se_loan_amount < limits.min || dto.se_loan_amount > limits.max)
    )
      fail('se_loan_amount', 'LOAN_AMOUNT_RANGE', limits);

    const merged = { ...user, ...app, ...changes, ...answers } as User & Application;
    const employment = merged.employmentStatusCode
      ? await this.smartLists.option('employmentStatus', merged.employmentStatusCode)
      : undefined;
    const lenderFlag = employment?.meta?.lenderFlag;
    const required = [...REQUIRED[code]];
    if (code === 'PL' && lenderFlag === 'salaried') required.push(...SALARIED_REQUIRED);
    for (const field of required) {
      const value = merged[REQUIRED_COLUMN[field]];
      if ((value === null || value === '') && !errors.some((e) => e.field === field))
        fail(field, 'FIELD_REQUIRED', { field: FIELD_LABELS[field] });
    }
    if (
      code === 'BL' &&
      employment &&
      !BUSINESS_LENDER_FLAGS.includes(String(lenderFlag)) &&
      !errors.some((e) => e.field === 'employment_status_code')
    )
      fail('employment_status_code', 'BUSINESS_EMPLOYMENT_REQUIRED');

    if (errors.length) throw validationError(errors);
  }
}

/** The personal form must be saved again (pl_update_required or pl_se_update_required). */
export function updateRequired(user: User): number {
  return user.plUpdateRequired || user.plSeUpdateRequired ? 1 : 0;
}

/** The form's SMS and e-mail choices that differ from the stored ones: consent ledger rows. */
function contactChanges(user: User, changes: Partial<User>) {
  const rows: ConsentChange[] = [];
  if (changes.allowSms !== undefined && changes.allowSms !== user.allowSms)
    rows.push({ purpose: 'sms', granted: changes.allowSms === 1 });
  if (changes.allowEmail !== undefined && changes.allowEmail !== user.allowEmail)
    rows.push({ purpose: 'email', granted: changes.allowEmail === 1 });
  return rows;
}
