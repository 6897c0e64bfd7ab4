/** The id of a form field's control: the error summary links to it. */
export const fieldId = (form: string, field: string) => `${form}-${field}`;
