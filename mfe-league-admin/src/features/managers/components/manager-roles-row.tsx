import { useFormik } from 'formik';
import { isApiError } from '@dugout/auth';
import {
  LEAGUE_MANAGER_ROLES,
  LeagueManagerGrade,
  leagueManagerRoles,
  rolesFromJson,
  type LeagueManagerItem,
  type LeagueManagerRole,
} from '@dugout/contracts';
import { Button, CheckboxField, FormAlert } from '@dugout/ui';

export interface ManagerRolesRowProps {
  manager: LeagueManagerItem;
  onSave: (roles: LeagueManagerRole[]) => Promise<unknown>;
}

interface RolesValues {
  roles: LeagueManagerRole[];
}

/** One manager's role flags; grade 1 has every permission, so his are shown on and cannot be changed. */
export function ManagerRolesRow({ manager, onSave }: ManagerRolesRowProps) {
  const head = manager.grade === LeagueManagerGrade.Head;
  const formik = useFormik<RolesValues>({
    initialValues: { roles: head ? [...LEAGUE_MANAGER_ROLES] : rolesFromJson(manager.roles) },
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSave(values.roles);
        helpers.setStatus({ saved: true });
      } catch (error) {
        helpers.setStatus({ error: isApiError(error) ? error.message : '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
      }
    },
  });
  const status = formik.status as { saved?: boolean; error?: string } | undefined;
  const toggle = (role: LeagueManagerRole, on: boolean) =>
    void formik.setFieldValue('roles', on ? [...formik.values.roles, role] : formik.values.roles.filter((name) => name !== role));

  return (
    <form className="dg-admin-roles__row" onSubmit={formik.handleSubmit} aria-label={`${manager.username} 권한`} noValidate>
      <div className="dg-admin-roles__who">
        <strong>{manager.username}</strong> <span>{`${manager.grade}등급 · ${manager.gradeName}`}</span>
      </div>
      <fieldset className="dg-admin-roles__flags" disabled={head || formik.isSubmitting}>
        <legend className="dg-visually-hidden">{`${manager.username} 님의 권한`}</legend>
        {LEAGUE_MANAGER_ROLES.map((role) => (
          <CheckboxField
            key={role}
            name={role}
            label={leagueManagerRoles.label(role)}
            checked={formik.values.roles.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
          />
        ))}
      </fieldset>
      {head ? (
        <p className="dg-admin-roles__note">총괄 관리자는 모든 권한을 가지므로 따로 정하지 않습니다.</p>
      ) : (
        <div className="dg-admin-roles__save">
          <Button type="submit" size="sm" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
            저장
          </Button>
          {status?.saved ? <span role="status">저장했습니다.</span> : null}
          {status?.error ? <FormAlert>{status.error}</FormAlert> : null}
        </div>
      )}
    </form>
  );
}
