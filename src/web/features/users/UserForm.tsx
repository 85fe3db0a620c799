// The form of both user screens. On create every field is required; on update an empty password
// keeps the old one, but the confirm password is always asked for.
import { useState } from "react";
import {
  Alert,
  Button,
  Group,
  PasswordInput,
  Select,
  Stack,
  TextInput,
} from "@mantine/core";
import { errorMessage } from "../../components/api";

export interface UserFormValues {
  name: string;
  email: string;
  pass: string;
  confirm: string;
  role: "admin" | "user";
}

export function UserForm(props: {
  mode: "create" | "update";
  initial: UserFormValues;
  onSubmit: (v: UserFormValues) => Promise<unknown>;
}) {
  const [v, setV] = useState(props.initial);
  const [errors, setErrors] = useState<
    Partial<Record<keyof UserFormValues, string>>
  >({});
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set =
    (k: keyof UserFormValues) => (e: React.ChangeEvent<HTMLInputElement>) =>
      setV({ ...v, [k]: e.currentTarget.value });
  const update = props.mode === "update";
  const mismatch = update && v.confirm !== "" && v.pass !== v.confirm;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: typeof errors = {};
    if (!v.name.trim()) errs.name = "Name is required";
    if (!v.email.trim()) errs.email = "Email is required";
    if (!update && !v.pass) errs.pass = "Password is required";
    if (update && !v.confirm) errs.confirm = "Please enter confirm password";
    else if (v.pass !== v.confirm)
      errs.confirm = update
        ? "Password did not matched"
        : "Password did not matched!!";
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    setServerError(undefined);
    try {
      await props.onSubmit(v);
    } catch (err) {
      setServerError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={480}>
        <TextInput
          label="Name"
          required
          value={v.name}
          onChange={set("name")}
          error={errors.name}
          data-autofocus
          autoFocus
        />
        <TextInput
          label="Email"
          required
          type="email"
          value={v.email}
          onChange={set("email")}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          required={!update}
          description={
            update
              ? "Leave empty to keep the current password. A new one ends the user's sign-ins."
              : "At least 8 characters; not the email, not a common password."
          }
          value={v.pass}
          onChange={set("pass")}
          error={errors.pass}
        />
        <PasswordInput
          label="Confirm Password"
          required
          value={v.confirm}
          onChange={set("confirm")}
          error={
            errors.confirm ??
            (mismatch ? "Password did not matched" : undefined)
          }
        />
        <Select
          label="Role"
          data={[
            { value: "user", label: "User" },
            { value: "admin", label: "Admin" },
          ]}
          value={v.role}
          onChange={(r) =>
            setV({ ...v, role: (r as "admin" | "user") ?? "user" })
          }
          allowDeselect={false}
        />
        {serverError && <Alert color="red">{serverError}</Alert>}
        <Group>
          <Button type="submit" loading={busy} disabled={mismatch}>
            {update ? "Update" : "Create"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
