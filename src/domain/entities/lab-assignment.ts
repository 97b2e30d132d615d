import * as z from 'zod';
import {
  optionalBoolean, optionalCode, optionalDateTime, optionalGuid, optionalId, optionalPrId, optionalText,
} from './wire-types';

/** A lab assignment row (spec 02 section 3, 'Lab assignment columns'); LbID identifies it in list boxes. */
export const labAssignmentSchema = z.looseObject({
  LbID: optionalId,
  /** Ours: lets a client make a new assignment before the server has numbered it. */
  LbGuid: optionalGuid,
  /** The assignment number shown in the ID column. */
  ID: optionalId,
  Date: optionalDateTime,
  SampleTransportationNr: optionalText,
  SikbLabCode: optionalCode,
  CustomerCode: optionalCode,
  UrgencyCode: optionalCode,
  UrgencyDescription: optionalText,
  PriceAgreementCode: optionalCode,
  PriceAgreementDescription: optionalText,
  SikbLabMatrixCode: optionalCode,
  Remarks: optionalText,
  ProjectLeader: optionalText,
  ProjectLeaderEmail: optionalText,
  SampleDeliveryDate: optionalDateTime,
  ReservationNumber: optionalText,
  CertificateCode: optionalCode,
  CertificateAddition: optionalText,
  FieldMatrixCode: optionalCode,
  OrderNr: optionalText,
  IsSent: optionalBoolean,
  /** Code of category 3, lab status. */
  LabStatusCode: z.union([z.number(), z.string()]).nullish(),
  LabReportNumber: optionalText,
  /** Soft-delete flag. */
  LbDeleted: optionalBoolean,
  PrID: optionalPrId,
  /** Ours: the address the order is e-mailed to (spec 02 section 2, sending to the lab). */
  LbLabEmail: optionalText,
  /** Ours: why the last send failed (the 'not sent' state keeps its reason, spec 02 section 4); null once sent. */
  LbSendFailure: optionalText,
  /** Ours: when the order was last e-mailed, UTC 'YYYY-MM-DDTHH:mm:ss'. */
  LbSentDate: optionalDateTime,
});

/** A parsed lab assignment. */
export type LabAssignment = z.output<typeof labAssignmentSchema>;
