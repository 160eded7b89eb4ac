import {
  educationProfessionSchema,
  type EducationProfession,
  type MemberProfile,
} from '@familytree/shared';
import { schemaResolver } from './form-resolver';
import {
  emptyMonthRange,
  monthRangeErrors,
  monthRangeOf,
  type MonthRangeValues,
} from './month-range';

export interface AcademicValues extends MonthRangeValues {
  course: string;
  collegeUniversity: string;
}

export interface WorkValues extends MonthRangeValues {
  role: string;
  company: string;
  location: string;
}

export interface EducationFormValues {
  academicHistoryList: AcademicValues[];
  workHistoryList: WorkValues[];
  privacy: { education: 0 | 1; workHistory: 0 | 1 };
}

export const emptyAcademic = (): AcademicValues => ({
  course: '',
  collegeUniversity: '',
  ...emptyMonthRange(),
});

export const emptyWork = (): WorkValues => ({
  role: '',
  company: '',
  location: '',
  ...emptyMonthRange(),
});

export const educationFormValues = (profile: MemberProfile): EducationFormValues => ({
  academicHistoryList: (profile.academicHistoryList ?? []).map((a) => ({
    ...monthRangeOf(a),
    course: a.course,
    collegeUniversity: a.collegeUniversity,
  })),
  workHistoryList: (profile.workHistoryList ?? []).map((w) => ({
    ...monthRangeOf(w),
    role: w.role,
    company: w.company,
    location: w.location ?? '',
  })),
  privacy: { ...profile.privacy },
});

export const educationBody = (v: EducationFormValues): EducationProfession => ({
  academicHistoryList: v.academicHistoryList,
  workHistoryList: v.workHistoryList.map((w) => ({ ...w, location: w.location || null })),
  privacy: v.privacy,
});

export const educationResolver = schemaResolver(educationProfessionSchema, educationBody, (v) => [
  ...monthRangeErrors(v.academicHistoryList, 'academicHistoryList'),
  ...monthRangeErrors(v.workHistoryList, 'workHistoryList'),
]);
