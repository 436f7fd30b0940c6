import type { Insertable, Kysely } from 'kysely';
import { derivativeKnowledgeExpiry } from '../../shared/domain/derivative-knowledge';
import { hongKongDate } from '../../shared/domain/business-calendar';
import { taxCertificationExpiry } from '../../shared/domain/tax-status';
import type { Database } from '../db/schema';
import type { AccountProfileTable, StoredAddress } from '../db/schema-account-pages';
import { findAccountById, findAccountKeys } from '../repositories/account.repository';
import { insertAccountProfiles } from '../repositories/account-profile.repository';
import {
  findLatestSuitability,
  insertSuitabilityRecord,
} from '../repositories/suitability.repository';
import {
  findTaxCertifications,
  insertTaxCertification,
} from '../repositories/tax-certification.repository';
import { findTourProgress, recordTourEvent } from '../repositories/tour.repository';

/**
 * The demo book's account information (issue 25, demo book "C10001's account information"):
 * C10001 is Chan Tai Man / 陳大文, HKID A123456(7), with Hong Kong addresses in English and
 * Chinese, opened three years before the seeding, with a valid Hong Kong CRS self-certification,
 * derivative knowledge, retail investor characterisation and a vulnerable-client review on file.
 * Every other demo account has a profile of its own and the characterisation; C10005's
 * certification has expired. The tour counts as offered to every demo account, so signing in
 * to one shows no offer (`/accounts/tour` restarts it). Idempotent: existing rows stay.
 */

const DAY_MS = 86_400_000;

type DemoProfile = {
  accountCode: string;
  source: 'gateway' | 'fos';
  chineseName: string;
  idType: AccountProfileTable['idType'];
  idNumber: string;
  dateOfBirth: string;
  residential: StoredAddress;
  correspondence?: StoredAddress;
  /** Days before the seeding the account was opened (default about two years). */
  openedDaysAgo?: number;
};

const hk = (lines: string[], chineseLines: string[]): StoredAddress => ({
  lines,
  chineseLines,
  countryCode: 'HK',
});

const C10001_HOME = hk(
  ['Flat 12B, Tower 2, Harbour View Garden', '8 Tai Wan Road, Hung Hom', 'Kowloon'],
  ['九龍紅磡大環道8號', '海景花園2座12樓B室'],
);

const demoProfiles: readonly DemoProfile[] = [
  {
    accountCode: 'C10001',
    source: 'gateway',
    chineseName: '陳大文',
    idType: 'ID',
    idNumber: 'A123456(7)',
    dateOfBirth: '1978-05-12',
    residential: C10001_HOME,
    correspondence: hk(
      ['Room 1203, 12/F, Wing On House', '71 Des Voeux Road Central', 'Central, Hong Kong'],
      ['香港中環德輔道中71號', '永安集團大廈12樓1203室'],
    ),
    openedDaysAgo: 3 * 365 + 1,
  },
  {
    accountCode: 'F10001',
    source: 'fos',
    chineseName: '陳大文',
    idType: 'ID',
    idNumber: 'A123456(7)',
    dateOfBirth: '1978-05-12',
    residential: C10001_HOME,
    openedDaysAgo: 200,
  },
  {
    accountCode: 'F20001',
    source: 'fos',
    chineseName: '郭明耀',
    idType: 'PP',
    idNumber: 'K20000158',
    dateOfBirth: '1990-11-03',
    residential: hk(
      ['Flat 3A, 23/F, Island Crest', '8 First Street, Sai Ying Pun', 'Hong Kong'],
      ['香港西營盤第一街8號', '縉城峰23樓3A室'],
    ),
  },
  ...(
    [
      [
        'C10002',
        '李小明',
        'B234567(1)',
        '1985-02-20',
        'Flat 5C, Block 3, Taikoo Shing',
        '太古城第3座5樓C室',
      ],
      [
        'C10003',
        '黃嘉欣',
        'C345678(2)',
        '1992-07-08',
        'Flat 18D, Tower 1, Metro City',
        '新都城1座18樓D室',
      ],
      [
        'C10004',
        '張偉傑',
        'D456789(3)',
        '1983-09-30',
        'Flat 9F, Block B, Kornhill',
        '康怡花園B座9樓F室',
      ],
      ['C10005', '林美玲', 'E567890(4)', '1958-12-01', 'Flat 2A, Wah Fu Estate', '華富邨2樓A室'],
      [
        'C10006',
        '何俊熙',
        'G678901(5)',
        '1988-04-17',
        'Flat 21B, Tower 5, City One Shatin',
        '沙田第一城5座21樓B室',
      ],
      [
        'C10007',
        '吳佩珊',
        'H789012(6)',
        '1995-01-25',
        'Flat 7E, Lohas Park Tower 3',
        '日出康城3座7樓E室',
      ],
      [
        'C10008',
        '梁子軒',
        'K890123(7)',
        '1979-06-14',
        'Flat 11A, Mei Foo Sun Chuen',
        '美孚新邨11樓A室',
      ],
      [
        'C10009',
        '鄧凱欣',
        'M901234(8)',
        '1991-10-09',
        'Flat 15C, Sceneway Garden',
        '匯景花園15樓C室',
      ],
      ['A30001', '葉家樂', 'P012345(9)', '1982-03-03', 'Flat 6B, Robinson Place', '雍景臺6樓B室'],
      ['M40001', '馮詠詩', 'R123450(A)', '1975-08-21', 'Flat 20A, The Belcher’s', '寶翠園20樓A室'],
      [
        'S90001',
        '波迪管理員',
        'Z999999(9)',
        '1980-01-01',
        '1 Connaught Place, Central',
        '中環康樂廣場1號',
      ],
    ] as const
  ).map(([accountCode, chineseName, idNumber, dateOfBirth, line, chineseLine]): DemoProfile => ({
    accountCode,
    source: 'gateway',
    chineseName,
    idType: 'ID',
    idNumber,
    dateOfBirth,
    residential: hk([line, 'Hong Kong'], [`香港${chineseLine}`]),
  })),
];

const keyOf = (account: { accountCode: string; source: string }) =>
  `${account.accountCode}/${account.source}`;

/** Loads the account information of the demo book's accounts (see above). */
export async function seedDemoAccountInformation(db: Kysely<Database>, now: Date): Promise<void> {
  const ids = new Map(
    (
      await findAccountKeys(
        db,
        demoProfiles.map((profile) => profile.accountCode),
      )
    ).map((key) => [keyOf(key), { id: key.id, accountCode: key.accountCode }]),
  );
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const nameOf = new Map<number, string>();
  for (const { id } of ids.values()) {
    const account = await findAccountById(db, id);
    if (account) nameOf.set(id, account.displayName);
  }
  const rows: Insertable<AccountProfileTable>[] = demoProfiles.flatMap((profile) => {
    const account = ids.get(keyOf(profile));
    if (!account) return [];
    return [
      {
        accountId: account.id,
        accountType: 'individual',
        englishName: nameOf.get(account.id) ?? profile.accountCode,
        chineseName: profile.chineseName,
        idType: profile.idType,
        idNumber: profile.idNumber,
        dateOfBirth: profile.dateOfBirth,
        openedOn: hongKongDate(daysAgo(profile.openedDaysAgo ?? 730)),
        residentialAddress: JSON.stringify(profile.residential),
        correspondenceAddress: JSON.stringify(profile.correspondence ?? profile.residential),
        updatedAt: now,
      },
    ];
  });
  if (rows.length === 0) return;
  await insertAccountProfiles(db, rows);
  for (const { id } of ids.values()) {
    if (!(await findTourProgress(db, id))) await recordTourEvent(db, id, 'offered', now);
  }
  const c10001 = ids.get('C10001/gateway');
  for (const [key, { id }] of ids) {
    if (!key.endsWith('/gateway') || !/^C/.test(key)) continue;
    if (!(await findLatestSuitability(db, id, 'investorCharacterisation'))) {
      await insertSuitabilityRecord(db, {
        accountId: id,
        kind: 'investorCharacterisation',
        outcome: 'retail',
        details: { declaredBy: 'backOffice' },
        checkedAt: daysAgo(700),
        expiresAt: null,
      });
    }
  }
  if (c10001) await seedC10001Checks(db, c10001.id, daysAgo);
  const c10005 = ids.get('C10005/gateway');
  if (c10005 && (await findTaxCertifications(db, c10005.id)).length === 0) {
    const declaredAt = daysAgo(3 * 365 + 40);
    await insertTaxCertification(db, {
      accountId: c10005.id,
      residences: [{ jurisdiction: 'HK', tin: 'E567890(4)', noTinReason: null, explanation: null }],
      isUsPerson: false,
      usTin: null,
      signatureName: 'Lam Mei Ling',
      declaredAt,
      expiresAt: taxCertificationExpiry(declaredAt),
    });
  }
}

/** C10001's checks on file: derivative knowledge, the vulnerable-client review, CRS. */
async function seedC10001Checks(
  db: Kysely<Database>,
  accountId: number,
  daysAgo: (days: number) => Date,
): Promise<void> {
  if (!(await findLatestSuitability(db, accountId, 'derivativeKnowledge'))) {
    const passedAt = daysAgo(120);
    await insertSuitabilityRecord(db, {
      accountId,
      kind: 'derivativeKnowledge',
      outcome: 'passed',
      details: { version: '1', score: 5 },
      checkedAt: passedAt,
      expiresAt: derivativeKnowledgeExpiry(passedAt),
    });
  }
  if (!(await findLatestSuitability(db, accountId, 'vulnerableClientReview'))) {
    await insertSuitabilityRecord(db, {
      accountId,
      kind: 'vulnerableClientReview',
      outcome: 'notVulnerable',
      details: { reviewedBy: 'backOffice' },
      checkedAt: daysAgo(90),
      expiresAt: daysAgo(90 - 365),
    });
  }
  if ((await findTaxCertifications(db, accountId)).length === 0) {
    const declaredAt = daysAgo(400);
    await insertTaxCertification(db, {
      accountId,
      residences: [{ jurisdiction: 'HK', tin: 'A123456(7)', noTinReason: null, explanation: null }],
      isUsPerson: false,
      usTin: null,
      signatureName: 'Chan Tai Man',
      declaredAt,
      expiresAt: taxCertificationExpiry(declaredAt),
    });
  }
}
