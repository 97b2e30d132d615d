import * as z from 'zod';
import {
  optionalBoolean, optionalCode, optionalDateTime, optionalId, optionalPrId, optionalText,
} from './wire-types';

/** A lab assignment row (spec 02 section 3, 'Lab assignment columns'); LbID identifies it in list boxes. */
export const labAssignmentSchema = z.looseObject({
  LbID: optionalId,
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
});

/** A parsed lab assignment. */
export type LabAssignment = z.output<typeof labAssignmentSchema>;
