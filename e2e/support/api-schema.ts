// Generated from packages/server/openapi.json by `npm run api-types -w @pulse/e2e`
// (e2e/scripts/api-types.mjs, openapi-typescript). Do not edit: regenerate.

export interface paths {
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 while the database answers (status warn when another dependency fails), 503 when it does not */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 while the database answers (status warn when another dependency fails), 503 when it does not */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: 200 while the process serves HTTP; checks no dependency */
        get: operations["checkLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with the official e-mail and password; sets the session cookie and the device cookie that keeps this browser from being locked out by failures elsewhere
         * @description With two-factor sign-in on for the account, answers { twoFactorRequired, challenge } and sets no cookie: the code goes to POST /api/v1/auth/sign-in/two-factor. An administrator whose organisation requires two-factor and who has none gets { twoFactorEnrolmentRequired, challenge }.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-in/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a sign-in with the code from the authenticator app, or a recovery code
         * @description The challenge is the one POST /api/v1/auth/sign-in answered; it lasts 5 minutes, finishes one sign-in and ends after 5 wrong codes. Sets the session and device cookies.
         */
        post: operations["finishTwoFactorSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-in/two-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting two-factor up during a sign-in the organisation requires it for */
        post: operations["startSignInTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-in/two-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor on with a code from the new app and finish the sign-in
         * @description Answers the signed-in employee with the ten recovery codes, shown this once.
         */
        post: operations["confirmSignInTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor sign-in is on for the signed-in employee */
        get: operations["getMyTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/two-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting two-factor up: a new secret and its QR code */
        post: operations["startMyTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/two-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor on with a code from the app; answers the ten recovery codes, once */
        post: operations["confirmMyTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor off, with a current code, a recovery code or the password */
        post: operations["disableMyTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make ten new recovery codes (the old ones stop working); answers them, once */
        post: operations["renewMyRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an employee's two-factor sign-in is on (administrators) */
        get: operations["getEmployeeTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/two-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset an employee's two-factor sign-in, for a lost phone (administrators; audited) */
        post: operations["resetEmployeeTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/two-factor-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether administrators must use two-factor sign-in, and how many have not set it up */
        get: operations["getTwoFactorPolicy"];
        /** Require two-factor sign-in for administrators, or stop requiring it (audited) */
        put: operations["updateTwoFactorPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's single sign-on connection (never its client secret) and the redirect URI */
        get: operations["getSsoSettings"];
        /** Connect or change the OpenID Connect provider; reads its discovery document first and refuses one that cannot be read (audited). A blank client secret keeps the saved one. */
        put: operations["saveSsoSettings"];
        post?: never;
        /** Remove single sign-on: everyone signs in with passwords again (audited) */
        delete: operations["deleteSsoSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sso/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The single sign-on button for an e-mail's domain, or null; the same answer for every address of a domain, so it reveals no account */
        get: operations["findSsoOption"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sso/organizations/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organisation's single sign-on button, for its own sign-in address (/login?organization={id}) */
        get: operations["getSsoOption"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sso/organizations/{organizationId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sends the browser to the organisation's provider (authorization code flow, PKCE S256, state, nonce) */
        get: operations["startSsoSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's answer: checks state and ID token, then signs in the matching active employee, or one it creates when the organisation allows it (to /dashboard, or to the two-factor step), or returns to /login?sso-error=<reason> */
        get: operations["finishSsoSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgot password: mails a one-time link (30 minutes) when the address has an account that may sign in. Answers 204 either way, in about the same time; limited per address typed and per client */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/reset-password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a reset link's token still works (204) or not (400); changes nothing */
        post: operations["checkPasswordResetToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the link's token: ends every session and tracker of the person; no session starts (the next sign-in asks for the password, and the second factor when on) */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change my password (the current one required): ends my other sessions and my trackers, keeps this one */
        post: operations["changeMyPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: deletes the session and clears the cookie */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The employee signed in on this browser, or null */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in employee */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-in-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's sign-in attempts, newest first, 50 a page by default (administrators) */
        get: operations["listSignInEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up: create an organisation with its first administrator and sign them in */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/screenshot-modes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active employees with their own screenshot mode (null: the default) and the mode in effect */
        get: operations["listScreenshotModes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/screenshot-mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set one employee’s screenshot mode (null: follow the organisation’s default); audited */
        put: operations["setEmployeeScreenshotMode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend an invitation: a new link by mail; every earlier link of the employee stops working */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Who an invitation's link is for, while it can still be used */
        post: operations["lookUpInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a password with an invitation (once); the employee then signs in as usual */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Employees List: search one column, sort, filter by status, one page at a time */
        get: operations["listEmployees"];
        put?: never;
        /** Add an employee: the tracker password is their sign-in password, or (sendInvitation) they get a mail with a link to choose their own */
        post: operations["createEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/form-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the employee form chooses from: departments, designations, shifts, banks, roles */
        get: operations["getEmployeeFormOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/email-available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an official e-mail is free (unique across the system); the edited employee keeps its own. Limited per session and per organisation */
        get: operations["checkEmailAvailable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One employee; view=edit returns the personal numbers in full for the administrator's form */
        get: operations["getEmployee"];
        /** Update an employee; an empty password or personal number keeps the stored one */
        put: operations["updateEmployee"];
        post?: never;
        /** Delete an employee (soft: their history stays); ends their sessions */
        delete: operations["deleteEmployee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My Profile: the signed-in employee’s own record, personal numbers masked */
        get: operations["getMyProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/appraisals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An employee’s appraisals (administrators, or the employee themself) */
        get: operations["listAppraisals"];
        put?: never;
        /** Add an appraisal (not on the administrator’s own record) */
        post: operations["createAppraisal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/appraisals/{appraisalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an appraisal */
        put: operations["updateAppraisal"];
        post?: never;
        /** Delete an appraisal */
        delete: operations["deleteAppraisal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organisation's banks (one page) with the number the next one gets */
        get: operations["listBanks"];
        put?: never;
        /** Add a bank; the server assigns its number (last + 1) */
        post: operations["createBank"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/banks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one bank */
        get: operations["getBank"];
        /** Change a bank */
        put: operations["updateBank"];
        post?: never;
        /** Delete a bank; refused (409) while employees use it */
        delete: operations["deleteBank"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/designations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organisation's designations (one page) with the number the next one gets */
        get: operations["listDesignations"];
        put?: never;
        /** Add a designation; the server assigns its number (last + 1) */
        post: operations["createDesignation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/designations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one designation */
        get: operations["getDesignation"];
        /** Change a designation */
        put: operations["updateDesignation"];
        post?: never;
        /** Delete a designation; refused (409) while employees use it */
        delete: operations["deleteDesignation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organisation's departments (one page) with the number the next one gets */
        get: operations["listDepartments"];
        put?: never;
        /** Add a department; the server assigns its number (last + 1) */
        post: operations["createDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/departments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one department */
        get: operations["getDepartment"];
        /** Change a department */
        put: operations["updateDepartment"];
        post?: never;
        /** Delete a department; refused (409) while employees use it */
        delete: operations["deleteDepartment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organisation's shifts (one page) with the number the next one gets */
        get: operations["listShifts"];
        put?: never;
        /** Add a shift; the server assigns its number (last + 1) */
        post: operations["createShift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shifts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one shift */
        get: operations["getShift"];
        /** Change a shift */
        put: operations["updateShift"];
        post?: never;
        /** Delete a shift; refused (409) while employees use it */
        delete: operations["deleteShift"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leave-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organisation's leave settings (one page) with the number the next one gets */
        get: operations["listLeaveSettings"];
        put?: never;
        /** Add a leave setting; the server assigns its number (last + 1) */
        post: operations["createLeaveSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leave-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one leave setting */
        get: operations["getLeaveSetting"];
        /** Change a leave setting */
        put: operations["updateLeaveSetting"];
        post?: never;
        /** Delete a leave setting (a year of the leaves master) */
        delete: operations["deleteLeaveSetting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/tracking-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings → Tracking: default screenshot mode, screenshot retention, window-title redaction, employee deletion, manual-time auto-approval */
        get: operations["getTrackingSettings"];
        /** Replace the tracking settings; a change is recorded in the audit trail (old → new) */
        put: operations["updateTrackingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's settings: shifts flag, log-off in idle, currency, time zone */
        get: operations["getOrganizationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Switch the shifts flag or the include-log-off-in-idle flag */
        patch: operations["updateOrganizationSettings"];
        trace?: never;
    };
    "/api/v1/default-columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entity's list columns in order, with their names, visibility and editability */
        get: operations["getDefaultColumns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/default-columns/{entity}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an entity's column names, visibility and order */
        put: operations["updateDefaultColumns"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The import's template: the Add Employee form's columns (.xlsx with allowed values, or .csv) */
        get: operations["downloadEmployeeImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an import file's rows with the Add Employee form's rules; writes nothing
         * @description multipart/form-data: one "file" (.csv or .xlsx by name and content, ≤ 5 MB, ≤ 2,000 rows, the template's columns) and "sendInvitations" (true: rows without a Tracker Password are invited)
         */
        post: operations["previewEmployeeImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a file's valid rows in one transaction (checked again), inviting as asked
         * @description multipart/form-data: one "file" (.csv or .xlsx by name and content, ≤ 5 MB, ≤ 2,000 rows, the template's columns) and "sendInvitations" (true: rows without a Tracker Password are invited)
         */
        post: operations["importEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payroll/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Years with uploaded salary sheets, plus the current year */
        get: operations["listPayrollYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Months of a year with an uploaded salary sheet */
        get: operations["listPayrollMonths"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payroll/sample-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sample salary sheet (.xlsx) for the organisation’s current employees */
        get: operations["downloadSampleSalarySheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payroll/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read and check a salary sheet without storing it
         * @description multipart/form-data with one .xlsx file (≤ 5 MB, ≤ 10,000 rows) in the columns of spec B §2
         */
        post: operations["previewSalarySheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payroll/{year}/{month}/exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a salary sheet was uploaded for the month */
        get: operations["checkSalarySheetExists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payroll/{year}/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stored salary sheet of a month, for the edit preview */
        get: operations["getSalarySheet"];
        /**
         * Replace the salary sheet of a month, all or nothing
         * @description multipart/form-data with one .xlsx file (≤ 5 MB, ≤ 10,000 rows) in the columns of spec B §2
         */
        put: operations["replaceSalarySheet"];
        /**
         * Upload the salary sheet of a month (409 when the month has one)
         * @description multipart/form-data with one .xlsx file (≤ 5 MB, ≤ 10,000 rows) in the columns of spec B §2
         */
        post: operations["uploadSalarySheet"];
        /** Delete the salary sheet of a month and its slips */
        delete: operations["deleteSalarySheet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/salary-slips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Months of a year with a salary slip for an employee */
        get: operations["listEmployeeSalarySlips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/salary-slips/{year}/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The salary slip of a month for an employee */
        get: operations["getEmployeeSalarySlip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/salary-slips/{year}/{month}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The salary slip of a month for an employee, as SalarySheet.pdf */
        get: operations["downloadEmployeeSalarySlip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/salary-slips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Months of a year with a salary slip for the signed-in employee */
        get: operations["listMySalarySlips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/salary-slips/{year}/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The salary slip of a month for the signed-in employee */
        get: operations["getMySalarySlip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/salary-slips/{year}/{month}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The salary slip of a month for the signed-in employee, as SalarySheet.pdf */
        get: operations["downloadMySalarySlip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An employee’s documents (administrators, or the employee themself) */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Upload documents, all or nothing (images, PDF, DOC, DOCX by content)
         * @description multipart/form-data with up to 10 files of ≤ 10 MB each; one file that is not an image, PDF, DOC or DOCX refuses the whole upload
         */
        post: operations["uploadDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/documents/{documentId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document (administrators, or the employee themself) */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a document */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An employee’s photo (JPEG) for anyone in the organisation; 404 when there is none */
        get: operations["downloadEmployeePhoto"];
        /** Set the photo: one JPEG, PNG or WebP (by content) of ≤ 2 MB, stored as JPEG */
        put: operations["uploadEmployeePhoto"];
        post?: never;
        /** Remove the photo (the default image shows again) */
        delete: operations["deleteEmployeePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign a tracker device in with the official e-mail and tracker password
         * @description Returns a device token (shown once; send it as "Authorization: Bearer <token>"). Same failure answer and rate limits as the portal sign-in. When the organisation requires single sign-on, a right password answers 403 SSO_REQUIRED: sign the device in with the device authorization flow instead.
         */
        post: operations["signInTracker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The device’s settings: screenshot mode, idle threshold, the organisation’s flags */
        get: operations["getTrackerConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The device employee’s projects, each with the open to-dos assigned to them */
        get: operations["listTrackerProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a batch of activity intervals and input minutes (idempotent per batchId)
         * @description At most 5,000 items. A batchId already received returns its original acknowledgement and writes nothing. Copies of one interval (same kind and start) are stored once, the longest kept; copies of one input minute keep the larger counts. Otherwise overlapping intervals of the same kind, negative durations, times more than 5 minutes ahead or older than 30 days refuse the whole batch.
         */
        post: operations["uploadActivityBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/screenshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one screenshot (idempotent per capture time)
         * @description multipart/form-data: the image (JPEG, PNG or WebP by content, ≤ 5 MB) and the fields capturedAt, windowTitles (a JSON array), keyPresses, mouseClicks, isIdle. In blurred mode only a blurred image is stored.
         */
        post: operations["uploadScreenshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report the agent’s state, version and capture capabilities (who is working now)
         * @description Sent every minute and on every change of state; "stopped" when the agent quits. A device silent for 3 minutes shows offline. The answer says when to send the next one and whether this agent is older than the server’s minimum version.
         */
        post: operations["reportTrackerHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/working-now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is working now: each employee with a tracker, tracking, idle, paused or offline
         * @description Administrators. Changes arrive over Socket.IO as "working-now:changed" events, so the list is read once per page.
         */
        get: operations["listWorkingNow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/devices/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign this device out (its token stops working) */
        delete: operations["signOutTracker"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An employee’s tracker devices (administrators, or the employee themself) */
        get: operations["listDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeId}/devices/{deviceId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a tracker device (administrators, or the employee themself) */
        post: operations["revokeDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/device-authorizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A code waiting for the signed-in employee’s decision: the device as the agent reported it */
        get: operations["getPendingDeviceAuthorization"];
        put?: never;
        /**
         * Sign-in by code (RFC 8628): ask for a code for the employee to approve in Pulse
         * @description Answers a device code (poll POST /api/v1/tracker/device-authorizations/token with it, every `interval` seconds) and a user code (XXXX-XXXX) to approve at verificationUri. Both expire in 10 minutes.
         */
        post: operations["requestDeviceAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/device-authorizations/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign-in by code: poll for the device token
         * @description Until the code is approved: 400 with code AUTHORIZATION_PENDING, or SLOW_DOWN when polled sooner than the interval (5 s more from then on). Then the device token, exactly once (as POST /api/v1/tracker/sign-in answers). ACCESS_DENIED once denied, EXPIRED_TOKEN after 10 minutes, INVALID_GRANT for an unknown device code or one whose token was handed out.
         */
        post: operations["pollDeviceAuthorizationToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/device-authorizations/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a code: the tracker that asked for it signs in as the signed-in employee */
        post: operations["approveDeviceAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/device-authorizations/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a code: the tracker that asked for it is told so and signs nobody in */
        post: operations["denyDeviceAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Tracker page: the agent package this server offers, the screenshot mode and privacy settings that apply to the caller, and how many devices they have */
        get: operations["getTrackerSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracker/download/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tracker agent as an npm package file (pulse-tracker-<version>.tgz, or latest.tgz)
         * @description Public, so that `npm install -g <this URL>` needs no session. 404 when the package has not been built on this server, or for a version it does not offer.
         */
        get: operations["downloadTrackerPackage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/time-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The time sheet of a day: a row per employee who tracked time, and the employees to choose from (an employee gets only their own) */
        get: operations["getTimeSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One employee’s day: totals, hours of 6 slots with screenshot URLs, window usage
         * @description Without employeeCode the caller’s own day, any date; administrators may name any employee, and each look at someone else’s day is recorded in the audit trail.
         */
        get: operations["getActivityDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screenshots/{screenshotId}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A screenshot’s full image (own, or any for administrators)
         * @description Streamed bytes; ETag is the content hash and If-None-Match answers 304. An administrator’s open of someone else’s full image is recorded in the audit trail and revalidated every time (no-cache).
         */
        get: operations["downloadScreenshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/screenshots/{screenshotId}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A screenshot’s thumbnail, WebP (own, or any for administrators)
         * @description Streamed bytes; ETag is the content hash and If-None-Match answers 304. An administrator’s open of someone else’s full image is recorded in the audit trail and revalidated every time (no-cache).
         */
        get: operations["downloadScreenshotThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report by employee and week with weekly totals and a grand total (all or one employee; all projects or one project’s attributed time) */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One employee’s report as .xlsx (or format=csv), named “{start} To {end} Tracker Report” (“… - {project}” for one project) */
        get: operations["exportReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/export-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every employee’s report as .xlsx, a Summary and a sheet each; or format=csv, one row per employee-day */
        get: operations["exportAllReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation’s application and website categories with their rules, in listed order */
        get: operations["listActivityCategories"];
        put?: never;
        /** Add a category (name unique, case-insensitive) at the end of the list */
        post: operations["createActivityCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a category or change its productivity level */
        put: operations["updateActivityCategory"];
        post?: never;
        /** Delete a category and its rules; what they matched becomes uncategorised */
        delete: operations["deleteActivityCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity-categories/{id}/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a rule: application name, title contains, domain (or a subdomain) or a bounded regular expression */
        post: operations["createActivityCategoryRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity-categories/{id}/rules/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a rule from a category */
        delete: operations["deleteActivityCategoryRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/productivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Productive, neutral, unproductive and uncategorised focused time per employee and day, by today’s rules */
        get: operations["getProductivityReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attendance/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current work day, shift and record of an employee, and whether Save is allowed
         * @description Without employeeId the caller’s own; administrators may name any employee.
         */
        get: operations["getAttendanceToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attendance/mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark attendance: insert the day’s record, or set its out time
         * @description Own attendance: the current work day, times within 10 minutes of the server clock. Administrators may mark another employee (employeeId) on any day (workDate) with any times.
         */
        post: operations["markAttendance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attendance records, newest day first, 20 per page by default
         * @description Employees get only their own records; administrators filter by employeeIds.
         */
        get: operations["listAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/attendance/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered attendance as an .xlsx workbook (Name, Date, Day, In Time, Out Time) */
        get: operations["exportAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications, newest first, 50 a page by default (the bell's) */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/mark-viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks all the caller's unread notifications viewed; answers the list's first page */
        post: operations["markNotificationsViewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's mail, newest first, 20 per page by default (administrators) */
        get: operations["listOutboxMails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/outbox/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a failed mail again: pending, its attempts afresh (administrators) */
        post: operations["resendMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/outbox/resend-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends every failed mail of the organisation again; answers how many (administrators) */
        post: operations["resendFailedMails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/outbox/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file a mail of the organisation carries, as an attachment download (administrators) */
        get: operations["downloadMailAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaves/employee-leaves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leaves of the chosen employees overlapping a date range (default: this year), 20 a page */
        get: operations["listEmployeeLeaves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaves/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s own leaves, newest first, 20 a page */
        get: operations["listMyLeaves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaves/for-approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leaves whose chosen managers include the caller, of one status or all, newest first, 20 a page */
        get: operations["listLeavesForApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaves/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Leaves taken, entitled and pending this year (own; an admin any employee) */
        get: operations["getLeaveSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaves/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One leave with the applicant’s leaves taken this year (applicant, chosen managers, admins) */
        get: operations["getLeave"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for leave (an admin may apply for another employee) */
        post: operations["applyLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaves/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending leave (a chosen manager or an admin, never the applicant) */
        post: operations["approveLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaves/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending or approved leave (a chosen manager or an admin, never the applicant) */
        post: operations["rejectLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaves/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel one’s own pending or approved leave that has not ended */
        post: operations["cancelLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaves/{id}/mark-present": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a Marked Absent day as present (admin) */
        post: operations["markLeavePresent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employee-directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active employees whose name or employee code contains the query, by name, 20 a page by default */
        get: operations["searchEmployeeDirectory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/attendance-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Working days and the hour after which a past working day is checked for absence */
        get: operations["getAttendanceRules"];
        /** Change the working days and the absent check hour */
        put: operations["updateAttendanceRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manual-time/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s projects and open to-dos to attribute manual time to, and whether they decide requests */
        get: operations["getManualTimeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manual-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests of one status: the caller’s own (scope=mine) or those they may decide (scope=to-decide), 20 a page by default */
        get: operations["listManualTime"];
        put?: never;
        /** Add manual time of the caller: pending for a decision, or approved at once under the organisation’s threshold */
        post: operations["createManualTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manual-time/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request (its employee, its deciders) */
        get: operations["getManualTime"];
        put?: never;
        post?: never;
        /** Delete one’s own pending request */
        delete: operations["deleteManualTime"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manual-time/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending request (a manager of its project or an administrator, never its employee) */
        post: operations["approveManualTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manual-time/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny a pending request with a note (a manager of its project or an administrator) */
        post: operations["denyManualTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheets/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people whose weeks the caller may open, and whether the caller approves weeks */
        get: operations["listTimesheetPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheets/{employeeId}/weeks/{weekStart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One employee’s week (the week of the date given): a row per project, a column per day */
        get: operations["getTimesheetWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheets/{employeeId}/weeks/{weekStart}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The week as a PDF, with its approval stamp (who approved, when) */
        get: operations["downloadTimesheetWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheets/{employeeId}/weeks/{weekStart}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit one’s own week for approval, with an optional note */
        post: operations["submitTimesheetWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheets/{employeeId}/weeks/{weekStart}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a submitted week: its figures are stored as approved */
        post: operations["approveTimesheetWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheets/{employeeId}/weeks/{weekStart}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a submitted (or re-open an approved, unlocked) week, with a reason */
        post: operations["rejectTimesheetWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheet-approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Weeks for the caller to decide (or of one status), with totals and the change since approval */
        get: operations["listTimesheetApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheet-approvals/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject many weeks; each is decided alone and the answer says what became of each */
        post: operations["decideTimesheetWeeks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timesheet-lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The day up to which timesheets are locked (payroll closed), or none */
        get: operations["getTimesheetLock"];
        /** Lock every day up to a date (null unlocks); audited */
        put: operations["setTimesheetLock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/approved-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved and not yet approved time with its cost, per employee or per project, over a period */
        get: operations["getApprovedTimeReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/approved-time/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The approved-time report as .xlsx or .csv; audited */
        get: operations["exportApprovedTimeReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Years that have holidays, plus the current year, newest first */
        get: operations["listHolidayYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The holidays of a year, by date */
        get: operations["listHolidays"];
        put?: never;
        /** Add a holiday; one per date */
        post: operations["createHoliday"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a year’s holidays to the same month and day of another year, keeping dates already set */
        post: operations["copyHolidays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a holiday’s date or reason */
        put: operations["updateHoliday"];
        post?: never;
        /** Delete a holiday */
        delete: operations["deleteHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar/absences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is away between two days (at most 62): approved leaves, pending ones for their deciders, holidays, weekly offs */
        get: operations["listCalendarAbsences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s live calendar feeds (their URLs are shown only when made) */
        get: operations["listCalendarFeeds"];
        put?: never;
        /** Make an iCalendar feed URL (mine; team for administrators and project managers), replacing the previous one of its kind */
        post: operations["createCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar/feeds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of the caller’s calendar feeds: its URL stops working */
        delete: operations["revokeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar/feeds/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An iCalendar feed (RFC 5545) for calendar clients; the URL’s token is its only credential */
        get: operations["downloadCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects with consumed hours and budget, by status, paged (employees: their teams’ only) */
        get: operations["listProjects"];
        put?: never;
        /** Add a project with its team, in one transaction */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project form’s lists: statuses with colours, timesheet intervals, the currency */
        get: operations["getProjectFormOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/choices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every project the caller may pick (employees: their teams’ only), by name, as one page */
        get: operations["listProjectChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project with its team (colleagues’ rates only for admins) */
        get: operations["getProject"];
        /** Update a project and its team; a changed hourly rate applies from now on */
        put: operations["updateProject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/todos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project’s to-dos (no project: those of every project the caller sees) by status (3 = all), with members and consumed hours */
        get: operations["listTodos"];
        put?: never;
        /** Add a to-do assigned to members of the project’s team */
        post: operations["createTodo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/todos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One to-do (whoever sees its project) */
        get: operations["getTodo"];
        /** Update a to-do */
        put: operations["updateTodo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/todos/{id}/completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a to-do completed or not (an admin, or a member it is assigned to) */
        put: operations["setTodoCompletion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation’s policy documents by name, each at its latest version */
        get: operations["listPolicies"];
        put?: never;
        /**
         * Add a policy from an uploaded file (its name: the "name" field, else the file’s name)
         * @description multipart/form-data: the policy file as part "file" (PDF, DOCX, JPEG or PNG by content, at most 10 MB), an optional "name" field, and an optional "requiresAcknowledgement" field ("true" or "false", default "false")
         */
        post: operations["createPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policies/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The policy’s current file (a PDF or image shown in place, a DOCX downloaded) */
        get: operations["downloadPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policies/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a policy’s file with a new version (acknowledgements are asked again)
         * @description multipart/form-data: the policy file as part "file" (PDF, DOCX, JPEG or PNG by content, at most 10 MB)
         */
        put: operations["replacePolicyFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a policy and every version of its file */
        delete: operations["deletePolicy"];
        options?: never;
        head?: never;
        /** Rename a policy, or say whether it requires acknowledgement */
        patch: operations["updatePolicy"];
        trace?: never;
    };
    "/api/v1/policies/{id}/acknowledgement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge the policy’s current version as read (again: nothing changes)
         * @description The body names the version the caller read; a newer current version answers 409.
         */
        post: operations["acknowledgePolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policies/{id}/acknowledgements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every active employee and whether they acknowledged the current version */
        get: operations["listPolicyAcknowledgements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News updates, newest entry date first; drafts too for an administrator asking scope=all */
        get: operations["listNews"];
        put?: never;
        /**
         * Add a news update; publishing with Send Email mails every active employee
         * @description multipart/form-data: a "data" field (JSON of newsBodySchema), a "banner" file (JPEG, PNG or WebP by content, at most 10 MB; required when adding; cut to "bannerCrop" and stored as JPEG) and any "attachments" files (PDF, Word, Excel, PowerPoint, text, CSV or images by content; at most 20 per item; the new ones of one save at most 10,000,000 bytes together; names the item has are ignored)
         */
        post: operations["createNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A news update with its sanitised description and attachments (a draft: administrators only) */
        get: operations["getNews"];
        /**
         * Update a news update (the banner stays unless a new one comes); mails only on first publish
         * @description multipart/form-data: a "data" field (JSON of newsBodySchema), a "banner" file (JPEG, PNG or WebP by content, at most 10 MB; required when adding; cut to "bannerCrop" and stored as JPEG) and any "attachments" files (PDF, Word, Excel, PowerPoint, text, CSV or images by content; at most 20 per item; the new ones of one save at most 10,000,000 bytes together; names the item has are ignored); "removeAttachmentIds" in data removes attachments
         */
        put: operations["updateNews"];
        post?: never;
        /** Delete a news update with its banner and attachments */
        delete: operations["deleteNews"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/news/{id}/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The banner image (JPEG); its URL carries a version, so it is cached for good */
        get: operations["downloadNewsBanner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/news/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attachment (a PDF or an image shown in place, anything else downloaded) */
        get: operations["downloadNewsAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/news/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image for a description; answers the URL to put in an <img>
         * @description multipart/form-data: one "image" file (JPEG, PNG, GIF or WebP by content, at most 10 MB), stored as JPEG
         */
        post: operations["uploadNewsImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/news/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An image of a description (JPEG), cached for good */
        get: operations["downloadNewsImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/employee-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Employees by status: active, inactive (relieved among them) and total */
        get: operations["getEmployeeCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/upcoming-appraisals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active employees whose next appraisal (a year after the latest, else after joining) is within 30 days */
        get: operations["listUpcomingAppraisals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/upcoming-birthdays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active employees whose birthday is within 30 days (29 February on the 28th in common years) */
        get: operations["listUpcomingBirthdays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/attendance-today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today’s active employees: present (attendance or time), on leave (approved or pending), absent (working days only) */
        get: operations["getDashboardAttendanceToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/work-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation’s hours worked, idle time and actual work per day over the last 7 days */
        get: operations["getWorkWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/my-week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s own hours worked, idle time and actual work this week (Monday to Sunday) */
        get: operations["getMyWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first: monitoring (screenshot views and deletions, manual-time decisions), sign-ins and lockouts, role and status changes, deletions, payroll, exports and settings changes
         * @description from and to are the organisation’s calendar days, both included (at most 366 days).
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-events/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered audit trail as .xlsx, named “{from} To {to} Audit Trail” */
        get: operations["exportAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/activity/screenshots/{screenshotId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the image of one of your own screenshots (when the organisation allows it); the slot keeps its time and counts; audited
         * @description 403 when the organisation does not allow it, and to an administrator for someone else’s screenshot; 404 for a colleague’s (to an employee) or another organisation’s. Deleting again answers 204 and records nothing more.
         */
        delete: operations["deleteMyScreenshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assistant/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s conversation with ProBot, its greeting and questions to try */
        get: operations["getAssistantHistory"];
        put?: never;
        post?: never;
        /** Delete the caller’s conversation with ProBot */
        delete: operations["deleteAssistantHistory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assistant/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask ProBot: the question and its answer, both kept in the caller’s conversation */
        post: operations["askAssistant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assistant/messages/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask ProBot, with the reply streamed as the language model writes it
         * @description Server-sent events: zero or more `delta` events (`{"text": …}`, pieces of the reply as they are written), then `done` with the stored exchange (as the plain route answers), whose reply replaces the pieces: when the model fails half-way it is the deterministic answer. Without a model only `done` comes. A failure after the stream started is an `error` event (`{"status": 500}`); refusals before it (400, 401, 429) are problem+json.
         */
        post: operations["askAssistantStreamed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s saved reports by name, each with its next scheduled mail */
        get: operations["listSavedReports"];
        put?: never;
        /** Save a report’s filters under a name (unique per owner), optionally mailed weekly or monthly. Administrators: any filters, to active employees; anyone else: their own time, to themselves */
        post: operations["createSavedReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one of the caller’s saved reports; a new schedule starts with the next full period */
        put: operations["updateSavedReport"];
        post?: never;
        /** Delete one of the caller’s saved reports; its mails stop */
        delete: operations["deleteSavedReport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s personal API tokens that are not revoked, newest first (never their secrets) */
        get: operations["listMyApiTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation’s API tokens that are not revoked, newest first (administrators) */
        get: operations["listOrganizationApiTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a personal API token, or (administrators) an organisation token, with its scopes and expiry; the answer holds the secret, shown this once */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-tokens/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke one of the caller’s personal tokens, or (administrators) an organisation token; it stops working at once */
        post: operations["revokeApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation’s webhook subscriptions, newest first (never their signing secrets) */
        get: operations["listWebhooks"];
        put?: never;
        /** Subscribe a URL to events; the answer holds the signing secret, shown this once. The URL must resolve to public addresses unless allowPrivateTargets is set */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook and its deliveries; nothing more is sent to it */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook’s URL, description or events, switch it on or off, or allow or refuse private network addresses (a new URL is checked under the setting it is sent with) */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a test event (type "ping") for the webhook; it is delivered like any event */
        post: operations["pingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhook’s most recent deliveries, newest first, with their status and last answer */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery’s event again, as a new delivery due now */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AcceptedInvitation: {
            officialEmail: string;
        };
        AcceptInvitationBody: {
            token: string;
            password: string;
        };
        AcknowledgePolicyBody: {
            version: number;
        };
        ActivityCategory: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            productivity: "productive" | "neutral" | "unproductive";
            sortOrder: number;
            rules: components["schemas"]["CategoryRule"][];
        };
        ActivityCategoryBody: {
            name: string;
            /** @enum {string} */
            productivity: "productive" | "neutral" | "unproductive";
        };
        ActivityCategoryList: {
            items: components["schemas"]["ActivityCategory"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        ActivityHour: {
            hour: number;
            /** Format: date-time */
            hourStart: string;
            slots: components["schemas"]["SlotCell"][];
        };
        ApiToken: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            kind: "personal" | "organization";
            prefix: string;
            scopes: ("people:read" | "people:write" | "time:read" | "time:write" | "leaves:read" | "leaves:write" | "projects:read" | "projects:write" | "payroll:read" | "payroll:write" | "reports:read" | "reports:write" | "settings:read" | "settings:write" | "news:read" | "news:write" | "policies:read" | "policies:write" | "notifications:read" | "notifications:write" | "assistant:read" | "assistant:write" | "audit:read")[];
            owner: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            expiresAt: string | null;
            lastUsedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ApiTokenList: {
            items: components["schemas"]["ApiToken"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        ApplyLeaveBody: {
            /** Format: uuid */
            employeeId?: string;
            description: string;
            /** Format: date */
            fromDate: string;
            /** Format: date */
            toDate: string;
            /** @enum {number} */
            leaveType: 1 | 2;
            managerIds: string[];
        };
        Appraisal: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            employeeId: string;
            currentDesignation: string;
            newDesignation: string;
            currentSalary: number;
            newSalary: number;
            /** Format: date */
            appraisalDate: string;
        };
        AppraisalBody: {
            currentDesignation: string;
            newDesignation: string;
            currentSalary: string;
            newSalary: string;
            /** Format: date */
            appraisalDate: string;
        };
        AppraisalList: {
            items: components["schemas"]["Appraisal"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        ApprovedTimeReport: {
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            /** @enum {string} */
            groupBy: "employee" | "project";
            currency: string;
            employee: {
                /** Format: uuid */
                id: string;
                employeeCode: string;
                name: string;
            } | null;
            project: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            rows: components["schemas"]["ApprovedTimeRow"][];
            grandTotal: {
                totalMinutes: number;
                approvedMinutes: number;
                notApprovedMinutes: number;
                cost: number | null;
                approvedCost: number | null;
                notApprovedCost: number | null;
            };
        };
        ApprovedTimeRow: {
            totalMinutes: number;
            approvedMinutes: number;
            notApprovedMinutes: number;
            cost: number | null;
            approvedCost: number | null;
            notApprovedCost: number | null;
            id: string | null;
            name: string;
            employeeCode: string | null;
        };
        ApproveManualTimeBody: {
            /** @default  */
            note: string;
        };
        AssistantExchange: {
            question: components["schemas"]["AssistantMessage"];
            reply: components["schemas"]["AssistantMessage"];
        };
        AssistantHistory: {
            greeting: string;
            messages: components["schemas"]["AssistantMessage"][];
            suggestions: string[];
            canStream: boolean;
        };
        AssistantLink: {
            label: string;
            href: string;
        };
        AssistantMessage: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            sender: "user" | "bot";
            text: string;
            links: components["schemas"]["AssistantLink"][];
            sources: components["schemas"]["AssistantSource"][];
            /** Format: date-time */
            createdAt: string;
        };
        AssistantSource: {
            /** Format: uuid */
            policyId: string;
            policyName: string;
            heading: string;
            passage: string;
            href: string;
        };
        AttendancePage: {
            items: components["schemas"]["AttendanceRecord"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        AttendanceRecord: {
            /** Format: uuid */
            id: string;
            employee: {
                /** Format: uuid */
                id: string;
                name: string;
                employeeCode: string;
            };
            /** Format: date */
            workDate: string;
            day: string;
            shift: number;
            /** Format: date-time */
            inTime: string;
            outTime: string | null;
            /** @enum {string} */
            state: "open" | "complete" | "closed";
        };
        AttendanceRules: {
            workingDays: number[];
            absentCheckHour: number;
        };
        AttendanceRulesInput: {
            workingDays: number[];
            absentCheckHour: number;
        };
        AttendanceToday: {
            /** Format: uuid */
            employeeId: string;
            /** Format: date */
            workDate: string;
            shift: number;
            record: components["schemas"]["AttendanceRecord"] | null;
            canSave: boolean;
            /** Format: date-time */
            serverTime: string;
        };
        AuditEvent: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            occurredAt: string;
            actor: {
                id: string | null;
                name: string;
            };
            /** @enum {string} */
            action: "screenshots.viewed" | "screenshot.opened" | "tracking-settings.changed" | "screenshot-mode.changed" | "screenshot.deleted" | "manual-time.approved" | "manual-time.denied" | "sign-in.succeeded" | "sign-in.failed" | "sign-in.locked-out" | "employee.role-changed" | "employee.status-changed" | "employee.password-changed" | "employee.deleted" | "employee.invited" | "invitation.resent" | "invitation.accepted" | "employees.imported" | "employee.provisioned" | "marked-absent.withdrawn" | "payroll.uploaded" | "payroll.replaced" | "payroll.deleted" | "personal-data.exported" | "saved-report.created" | "saved-report.changed" | "saved-report.deleted" | "organization-settings.changed" | "leave-settings.changed" | "master-data.changed" | "two-factor.enabled" | "two-factor.disabled" | "two-factor.reset" | "two-factor.recovery-code-used" | "two-factor.recovery-codes-regenerated" | "two-factor-policy.changed" | "sso.connected" | "sso.changed" | "sso.removed" | "mail.resent" | "tracker-sign-in.approved" | "tracker-sign-in.denied" | "password.reset-requested" | "password.reset" | "password.changed" | "timesheet.submitted" | "timesheet.approved" | "timesheet.rejected" | "timesheets.locked" | "timesheets.unlocked" | "calendar-feed.created" | "calendar-feed.revoked" | "api-token.created" | "api-token.revoked" | "webhook.created" | "webhook.changed" | "webhook.deleted" | "webhook.redelivered";
            subject: {
                id: string | null;
                name: string;
            } | null;
            summary: string;
            ipAddress: string | null;
        };
        AuditEventPage: {
            items: components["schemas"]["AuditEvent"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            subjects: {
                /** Format: uuid */
                id: string;
                name: string;
            }[];
            actors: {
                /** Format: uuid */
                id: string;
                name: string;
            }[];
        };
        Bank: {
            /** Format: uuid */
            id: string;
            number: number;
            name: string;
            branch: string;
            ifsc: string;
        };
        BankBody: {
            name: string;
            branch: string;
            ifsc: string;
        };
        BankList: {
            items: components["schemas"]["Bank"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            nextNumber: number;
        };
        BulkTimesheetDecisionResult: {
            results: {
                /** Format: uuid */
                employeeId: string;
                /** Format: date */
                weekStart: string;
                isDone: boolean;
                /** @enum {string} */
                status: "open" | "submitted" | "approved" | "rejected";
                message: string | null;
            }[];
        };
        CalendarEntry: {
            employee: components["schemas"]["LeavePerson"] | null;
            /** @enum {string} */
            kind: "leave" | "holiday" | "weekly-off";
            /** Format: date */
            fromDate: string;
            /** Format: date */
            toDate: string;
            isHalfDay: boolean;
            /** @enum {string} */
            status: "approved" | "pending";
            typeName: string | null;
            title: string;
        };
        CalendarEntryList: {
            items: components["schemas"]["CalendarEntry"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        CalendarFeed: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "mine" | "team";
            /** Format: date-time */
            createdAt: string;
        };
        CalendarFeedList: {
            items: components["schemas"]["CalendarFeed"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            canSubscribeTeam: boolean;
        };
        CaptureCapabilities: {
            activeWindow: {
                available: boolean;
                detail: string;
            };
            idle: {
                available: boolean;
                detail: string;
            };
            inputCounts: {
                available: boolean;
                detail: string;
            };
            screenshots: {
                available: boolean;
                detail: string;
            };
        };
        CaptureCapabilitiesInput: {
            activeWindow: {
                available: boolean;
                detail: string;
            };
            idle: {
                available: boolean;
                detail: string;
            };
            inputCounts: {
                available: boolean;
                detail: string;
            };
            screenshots: {
                available: boolean;
                detail: string;
            };
        };
        CategoryRule: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "app" | "title" | "domain" | "regex";
            pattern: string;
        };
        ChangePasswordBody: {
            currentPassword: string;
            newPassword: string;
        };
        CopyHolidaysBody: {
            fromYear: number;
            toYear: number;
        };
        CopyHolidaysResult: {
            copied: number;
            skipped: number;
        };
        CreateApiTokenBody: {
            name: string;
            /** @enum {string} */
            kind: "personal" | "organization";
            scopes: ("people:read" | "people:write" | "time:read" | "time:write" | "leaves:read" | "leaves:write" | "projects:read" | "projects:write" | "payroll:read" | "payroll:write" | "reports:read" | "reports:write" | "settings:read" | "settings:write" | "news:read" | "news:write" | "policies:read" | "policies:write" | "notifications:read" | "notifications:write" | "assistant:read" | "assistant:write" | "audit:read")[];
            expiresInDays: (30 | 90 | 365) | null;
        };
        CreateCalendarFeedBody: {
            /** @enum {string} */
            kind: "mine" | "team";
        };
        CreatedApiToken: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            kind: "personal" | "organization";
            prefix: string;
            scopes: ("people:read" | "people:write" | "time:read" | "time:write" | "leaves:read" | "leaves:write" | "projects:read" | "projects:write" | "payroll:read" | "payroll:write" | "reports:read" | "reports:write" | "settings:read" | "settings:write" | "news:read" | "news:write" | "policies:read" | "policies:write" | "notifications:read" | "notifications:write" | "assistant:read" | "assistant:write" | "audit:read")[];
            owner: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            expiresAt: string | null;
            lastUsedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            secret: string;
        };
        CreatedCalendarFeed: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "mine" | "team";
            /** Format: date-time */
            createdAt: string;
            /** Format: uri */
            url: string;
        };
        CreatedWebhook: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string;
            events: ("leave.applied" | "leave.decided" | "timesheet.submitted" | "timesheet.approved" | "employee.added" | "employee.relieved" | "project.budget_threshold" | "policy.published")[];
            isActive: boolean;
            allowPrivateTargets: boolean;
            createdBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            secret: string;
        };
        CreateEmployeeBody: {
            /** Format: date */
            joiningDate: string;
            isRelieved: boolean;
            isActive: boolean;
            relievingDate: string | "";
            name: string;
            fatherName: string;
            /** Format: date */
            dateOfBirth: string;
            bloodGroup: ("A+" | "A-" | "B+" | "B-" | "O+" | "O-" | "AB+" | "AB-") | "";
            contactNumber1: string;
            contactNumber2: string;
            personalEmail: "" | string;
            skypeId: string;
            correspondenceAddress: string;
            permanentAddress: string;
            departmentId: string;
            designationId: string | "";
            shiftId: string | "";
            bankId: string | "";
            ifscCode: string;
            bankAccountNumber: string;
            panNumber: string;
            aadhaarNumber: string;
            officialEmail: string;
            officialEmailPassword: string;
            roleId: 1 | 2;
            screenshotMode?: ("regular" | "blurred" | "off") | null;
            password: string;
            sendInvitation?: boolean;
        };
        CreateManualTimeBody: {
            /** Format: date */
            date: string;
            from: string;
            to: string;
            projectId?: (string | "") | null;
            todoId?: (string | "") | null;
            isProductive: boolean;
            reason: string;
        };
        CreateWebhookBody: {
            url: string;
            /** @default  */
            description: string;
            events: ("leave.applied" | "leave.decided" | "timesheet.submitted" | "timesheet.approved" | "employee.added" | "employee.relieved" | "project.budget_threshold" | "policy.published")[];
            /** @default false */
            allowPrivateTargets: boolean;
        };
        CurrentEmployee: {
            /** Format: uuid */
            id: string;
            name: string;
            employeeCode: string;
            roleId: 1 | 2;
            officialEmail: string;
            organization: {
                /** Format: uuid */
                id: string;
                name: string;
                timeZone: string;
                currency: string;
            };
        };
        DashboardAttendanceToday: {
            /** Format: date */
            date: string;
            isWorkingDay: boolean;
            holidayName: string | null;
            activeEmployees: number;
            present: number;
            onLeave: number;
            absent: number;
        };
        DayActivity: {
            /** Format: date */
            date: string;
            employee: {
                /** Format: uuid */
                id: string;
                name: string;
                employeeCode: string;
            };
            includeLogOffInIdle: boolean;
            totals: components["schemas"]["DayTotals"];
            hours: components["schemas"]["ActivityHour"][];
            windowUsage: components["schemas"]["WindowUsage"][];
            productivity: components["schemas"]["ProductivityShares"];
            manualTime: {
                totalMinutes: number;
                entries: components["schemas"]["ManualTimeEntry"][];
            };
            pausedIntervals: {
                /** Format: date-time */
                startedAt: string;
                /** Format: date-time */
                endedAt: string;
            }[];
            canDeleteScreenshots: boolean;
        };
        DayTotals: {
            hoursWorkedMinutes: number;
            idleMinutes: number;
            actualWorkMinutes: number;
            trackedMinutes: number;
            awayMinutes: number;
            logOffMinutes: number;
        };
        DefaultColumn: {
            columnKey: string;
            columnName: string;
            isVisible: boolean;
            isEditable: boolean;
            position: number;
        };
        DefaultColumnsBody: {
            columns: {
                columnKey: string;
                columnName: string;
                isVisible: boolean;
            }[];
        };
        DenyManualTimeBody: {
            note: string;
        };
        Department: {
            /** Format: uuid */
            id: string;
            number: number;
            name: string;
        };
        DepartmentBody: {
            name: string;
        };
        DepartmentList: {
            items: components["schemas"]["Department"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            nextNumber: number;
        };
        Designation: {
            /** Format: uuid */
            id: string;
            number: number;
            name: string;
        };
        DesignationBody: {
            name: string;
        };
        DesignationList: {
            items: components["schemas"]["Designation"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            nextNumber: number;
        };
        DeviceAuthorization: {
            deviceCode: string;
            userCode: string;
            /** Format: uri */
            verificationUri: string;
            /** Format: uri */
            verificationUriComplete: string;
            expiresIn: number;
            interval: number;
        };
        DeviceAuthorizationBody: {
            deviceName: string;
            platform: string;
        };
        DeviceAuthorizationRequest: {
            userCode: string;
            deviceName: string;
            platform: string;
            /** Format: date-time */
            requestedAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** @enum {string} */
            status: "pending" | "approved" | "denied" | "consumed";
        };
        DeviceLiveStatus: {
            /** @enum {string} */
            state: "tracking" | "idle" | "paused" | "offline";
            /** Format: date-time */
            heartbeatAt: string;
            agentVersion: string;
            isUpdateRequired: boolean;
            capabilities: components["schemas"]["CaptureCapabilities"] | null;
        };
        DeviceTokenBody: {
            deviceCode: string;
        };
        EmailAvailability: {
            isAvailable: boolean;
        };
        EmployeeCounts: {
            active: number;
            inactive: number;
            relieved: number;
            total: number;
        };
        EmployeeDetail: {
            /** Format: uuid */
            id: string;
            photoVersion: string | null;
            employeeNumber: number;
            employeeCode: string;
            joiningDate: string | null;
            isRelieved: boolean;
            isActive: boolean;
            relievingDate: string | null;
            name: string;
            fatherName: string | null;
            dateOfBirth: string | null;
            bloodGroup: string | null;
            contactNumber1: string | null;
            contactNumber2: string | null;
            personalEmail: string | null;
            skypeId: string | null;
            correspondenceAddress: string | null;
            permanentAddress: string | null;
            departmentId: string | null;
            departmentName: string | null;
            designationId: string | null;
            designationName: string | null;
            shiftId: string | null;
            shiftName: string | null;
            bankId: string | null;
            bankName: string | null;
            ifscCode: string | null;
            bankAccountNumber: string | null;
            panNumber: string | null;
            aadhaarNumber: string | null;
            areNumbersMasked: boolean;
            officialEmail: string;
            hasOfficialEmailPassword: boolean;
            roleId: 1 | 2;
            screenshotMode: ("regular" | "blurred" | "off") | null;
        };
        EmployeeDirectory: {
            items: components["schemas"]["LeavePerson"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        EmployeeDocument: {
            /** Format: uuid */
            id: string;
            name: string;
            extension: string;
            contentType: string;
            url: string;
            /** Format: date */
            uploadedDate: string;
            /** Format: date-time */
            uploadedAt: string;
            fileSize: number;
        };
        EmployeeDocumentList: {
            items: components["schemas"]["EmployeeDocument"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        EmployeeFormOptions: {
            departments: {
                /** Format: uuid */
                id: string;
                number: number;
                name: string;
            }[];
            designations: {
                /** Format: uuid */
                id: string;
                number: number;
                name: string;
            }[];
            shifts: {
                /** Format: uuid */
                id: string;
                number: number;
                name: string;
            }[];
            banks: {
                /** Format: uuid */
                id: string;
                number: number;
                name: string;
                ifsc: string;
            }[];
            roles: {
                roleId: 1 | 2;
                name: string;
            }[];
            organizationName: string;
            nextEmployeeNumber: number;
        };
        EmployeeImportPreview: {
            fileName: string;
            rows: components["schemas"]["EmployeeImportRow"][];
            validCount: number;
            problemCount: number;
        };
        EmployeeImportResult: {
            imported: number;
            invited: number;
            skipped: number;
        };
        EmployeeImportRow: {
            row: number;
            values: {
                [key: string]: string;
            };
            isInvited: boolean;
            problems: {
                column: string | null;
                message: string;
            }[];
        };
        EmployeeList: {
            items: components["schemas"]["EmployeeListItem"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            columns: components["schemas"]["EmployeeListColumn"][];
        };
        EmployeeListColumn: {
            /** @enum {string} */
            columnKey: "name" | "employeeCode" | "designation" | "department" | "officialEmail" | "contactNumber" | "birthday" | "joiningDate";
            columnName: string;
        };
        EmployeeListItem: {
            /** Format: uuid */
            id: string;
            employeeNumber: number;
            employeeCode: string;
            name: string;
            bloodGroup: string | null;
            isActive: boolean;
            photoVersion: string | null;
            values: {
                [key: string]: string | null;
            };
            leaves: {
                total: number;
                taken: number;
            };
            invitationStatus: ("invited" | "joined" | "expired") | null;
        };
        EmployeePhoto: {
            photoVersion: string;
        };
        EmployeeScreenshotMode: {
            /** Format: uuid */
            employeeId: string;
            employeeCode: string;
            name: string;
            screenshotMode: ("regular" | "blurred" | "off") | null;
            /** @enum {string} */
            effectiveMode: "regular" | "blurred" | "off";
        };
        EmployeeScreenshotModeBody: {
            screenshotMode: ("regular" | "blurred" | "off") | null;
        };
        EmployeeScreenshotModeList: {
            items: components["schemas"]["EmployeeScreenshotMode"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        EnrolledSignInResult: {
            /** Format: uuid */
            id: string;
            name: string;
            employeeCode: string;
            roleId: 1 | 2;
            officialEmail: string;
            organization: {
                /** Format: uuid */
                id: string;
                name: string;
                timeZone: string;
                currency: string;
            };
            failedAttemptsSinceLastSignIn: number;
            recoveryCodes: string[];
        };
        FieldError: {
            path: string;
            message: string;
        };
        ForgotPasswordBody: {
            email: string;
        };
        Holiday: {
            /** Format: uuid */
            id: string;
            /** Format: date */
            date: string;
            day: string;
            name: string;
        };
        HolidayBody: {
            /** Format: date */
            date: string;
            name: string;
        };
        HolidayList: {
            items: components["schemas"]["Holiday"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            year: number;
        };
        HolidayYears: {
            items: number[];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        Invitation: {
            name: string;
            officialEmail: string;
            organizationName: string;
            /** Format: date-time */
            expiresAt: string;
        };
        InvitationLookupBody: {
            token: string;
        };
        Leave: {
            /** Format: uuid */
            id: string;
            employee: components["schemas"]["LeavePerson"];
            appliedBy: components["schemas"]["LeavePerson"] | null;
            managers: components["schemas"]["LeavePerson"][];
            /** @enum {number} */
            leaveType: 1 | 2;
            leaveTypeName: string;
            /** Format: date */
            fromDate: string;
            /** Format: date */
            toDate: string;
            description: string;
            /** @enum {number} */
            status: 1 | 2 | 3 | 4 | 5 | 6;
            statusName: string;
            decidedBy: components["schemas"]["LeavePerson"] | null;
            leavesApplied: number;
            actions: ("approve" | "reject" | "cancel" | "mark-present")[];
            /** Format: date-time */
            createdAt: string;
        };
        LeaveDetail: {
            /** Format: uuid */
            id: string;
            employee: components["schemas"]["LeavePerson"];
            appliedBy: components["schemas"]["LeavePerson"] | null;
            managers: components["schemas"]["LeavePerson"][];
            /** @enum {number} */
            leaveType: 1 | 2;
            leaveTypeName: string;
            /** Format: date */
            fromDate: string;
            /** Format: date */
            toDate: string;
            description: string;
            /** @enum {number} */
            status: 1 | 2 | 3 | 4 | 5 | 6;
            statusName: string;
            decidedBy: components["schemas"]["LeavePerson"] | null;
            leavesApplied: number;
            actions: ("approve" | "reject" | "cancel" | "mark-present")[];
            /** Format: date-time */
            createdAt: string;
            overallLeavesTaken: number;
        };
        LeavePage: {
            items: components["schemas"]["Leave"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        LeavePerson: {
            /** Format: uuid */
            id: string;
            name: string;
            employeeCode: string;
        };
        LeaveSetting: {
            /** Format: uuid */
            id: string;
            number: number;
            year: number;
            numberOfLeaves: number;
            /** @constant */
            typeOfLeave: 1;
        };
        LeaveSettingBody: {
            year: number;
            numberOfLeaves: number;
        };
        LeaveSettingList: {
            items: components["schemas"]["LeaveSetting"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            nextNumber: number;
        };
        LeaveSummary: {
            /** Format: uuid */
            employeeId: string;
            year: number;
            fullDays: number;
            halfDays: number;
            taken: number;
            entitled: number;
            pending: number;
        };
        ManualTimeEntry: {
            /** Format: uuid */
            id: string;
            from: string;
            to: string;
            minutes: number;
            project: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            todo: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            isProductive: boolean;
            reason: string;
        };
        ManualTimeOptions: {
            projects: {
                /** Format: uuid */
                id: string;
                name: string;
                todos: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                }[];
            }[];
            canDecide: boolean;
            pendingToDecide: number;
            autoApproveMinutes: number | null;
        };
        ManualTimePage: {
            items: components["schemas"]["ManualTimeRequest"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        ManualTimeRequest: {
            /** Format: uuid */
            id: string;
            employee: {
                /** Format: uuid */
                id: string;
                name: string;
                employeeCode: string;
            };
            /** Format: date */
            date: string;
            from: string;
            to: string;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            endedAt: string;
            minutes: number;
            project: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            todo: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            isProductive: boolean;
            reason: string;
            /** @enum {string} */
            status: "pending" | "approved" | "denied";
            statusName: string;
            decidedBy: {
                /** Format: uuid */
                id: string;
                name: string;
                employeeCode: string;
            } | null;
            decidedAt: string | null;
            decisionNote: string | null;
            actions: ("approve" | "deny" | "delete")[];
            /** Format: date-time */
            createdAt: string;
        };
        MarkAttendanceBody: {
            /** Format: uuid */
            employeeId?: string;
            /** Format: date */
            workDate?: string;
            /** Format: date-time */
            inTime: string;
            outTime?: string | null;
        };
        NewsAttachment: {
            /** Format: uuid */
            id: string;
            fileName: string;
            contentType: string;
            sizeBytes: number;
            url: string;
        };
        NewsDetail: {
            /** Format: uuid */
            id: string;
            title: string;
            excerpt: string;
            /** Format: date */
            entryDate: string;
            isPublished: boolean;
            isSendMail: boolean;
            bannerUrl: string | null;
            bannerTileUrl: string | null;
            attachmentCount: number;
            authorName: string | null;
            /** Format: date-time */
            updatedAt: string;
            descriptionHtml: string;
            attachments: components["schemas"]["NewsAttachment"][];
        };
        NewsImage: {
            url: string;
        };
        NewsList: {
            items: components["schemas"]["NewsSummary"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        NewsSaved: {
            /** Format: uuid */
            id: string;
        };
        NewsSummary: {
            /** Format: uuid */
            id: string;
            title: string;
            excerpt: string;
            /** Format: date */
            entryDate: string;
            isPublished: boolean;
            isSendMail: boolean;
            bannerUrl: string | null;
            bannerTileUrl: string | null;
            attachmentCount: number;
            authorName: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        Notification: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            event: "applied" | "approved" | "rejected" | "cancelled" | "marked-present" | "project-budget" | "manual-time-requested" | "manual-time-approved" | "manual-time-denied" | "timesheet-submitted" | "timesheet-approved" | "timesheet-rejected" | "employee-provisioned";
            recipientRole: number;
            description: string;
            sentBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            leaveId: string | null;
            projectId: string | null;
            /** Format: date-time */
            createdAt: string;
            isViewed: boolean;
        };
        NotificationList: {
            items: components["schemas"]["Notification"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            hasUnread: boolean;
        };
        OrganizationSettings: {
            isShiftsEnabled: boolean;
            isLogOffIncludedInIdle: boolean;
            isLeaveTypeShared: boolean;
            currency: string;
            timeZone: string;
        };
        OrganizationSettingsPatch: {
            isShiftsEnabled?: boolean;
            isLogOffIncludedInIdle?: boolean;
            isLeaveTypeShared?: boolean;
            /** @enum {string} */
            currency?: "INR" | "USD" | "EUR" | "GBP" | "AED" | "AUD" | "CAD" | "SGD" | "JPY";
        };
        OutboxAttachment: {
            /** Format: uuid */
            id: string;
            fileName: string;
            contentType: string;
            size: number;
        };
        OutboxMail: {
            /** Format: uuid */
            id: string;
            toAddress: string;
            subject: string;
            textBody: string;
            /** @enum {string} */
            status: "pending" | "sent" | "failed" | "kept";
            attempts: number;
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            sentAt: string | null;
            attachments: components["schemas"]["OutboxAttachment"][];
        };
        OutboxPage: {
            items: components["schemas"]["OutboxMail"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            failedCount: number;
        };
        PayrollExists: {
            exists: boolean;
        };
        PayrollMonths: {
            items: components["schemas"]["PayrollMonthSummary"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            year: number;
        };
        PayrollMonthSummary: {
            month: number;
            monthName: string;
            fileName: string;
            /** Format: date-time */
            uploadedAt: string;
            slipCount: number;
        };
        PayrollSaved: {
            year: number;
            month: number;
            slipCount: number;
        };
        PayrollYears: {
            items: number[];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        Policy: {
            /** Format: uuid */
            id: string;
            name: string;
            fileName: string;
            contentType: string;
            sizeBytes: number;
            version: number;
            /** Format: date-time */
            updatedAt: string;
            url: string;
            requiresAcknowledgement: boolean;
            acknowledgedAt: string | null;
            acknowledgements?: {
                acknowledged: number;
                total: number;
            };
        };
        PolicyAcknowledgement: {
            /** Format: uuid */
            employeeId: string;
            name: string;
            employeeCode: string;
            acknowledgedAt: string | null;
        };
        PolicyAcknowledgementList: {
            items: components["schemas"]["PolicyAcknowledgement"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            /** Format: uuid */
            policyId: string;
            version: number;
        };
        PolicyList: {
            items: components["schemas"]["Policy"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            /** @enum {string} */
            code: "ACCESS_DENIED" | "API_TOKEN_LIMIT" | "ATTENDANCE_ALREADY_MARKED" | "ATTENDANCE_TIME_OUTSIDE_WINDOW" | "AUTHORIZATION_PENDING" | "BAD_REQUEST" | "BAD_URL" | "CONFLICT" | "CSRF_REJECTED" | "CURRENT_PASSWORD_WRONG" | "DATABASE_UNAVAILABLE" | "DOCUMENT_INVALID" | "DOCUMENT_NOT_FOUND" | "DOCUMENT_TOO_LARGE" | "EXPIRED_TOKEN" | "FORBIDDEN" | "HOST_NOT_ALLOWED" | "INSUFFICIENT_SCOPE" | "INTERNAL" | "INVALID_GRANT" | "INVITATION_ALREADY_JOINED" | "INVITATION_EXPIRED" | "INVITATION_INVALID" | "INVITATION_NOT_ALLOWED" | "LEAVE_ACTION_NOT_ALLOWED" | "LEAVE_NOT_YOURS_TO_DECIDE" | "LEAVE_OVERLAP" | "LEAVE_OWN_DECISION" | "MAIL_NOT_FAILED" | "NOT_FOUND" | "PASSWORD_RESET_LINK_INVALID" | "PAYROLL_EXISTS" | "PAYROLL_NOT_FOUND" | "PAYROLL_SHEET_INVALID" | "PAYROLL_SHEET_TOO_LARGE" | "PHOTO_INVALID" | "PHOTO_NOT_FOUND" | "PHOTO_TOO_LARGE" | "ROUTE_NOT_FOUND" | "SALARY_SLIP_NOT_FOUND" | "SCREENSHOTS_OFF" | "SCREENSHOT_INVALID" | "SCREENSHOT_TOO_LARGE" | "SIGN_IN_FAILED" | "SLOW_DOWN" | "SSO_BREAK_GLASS_NOT_ADMIN" | "SSO_CLIENT_SECRET_REQUIRED" | "SSO_DISCOVERY_FAILED" | "SSO_DOMAIN_TAKEN" | "SSO_NOT_CONFIGURED" | "SSO_PROVISIONING_DEFAULT_NOT_FOUND" | "SSO_REQUIRED" | "STORAGE_FULL" | "STORAGE_UNAVAILABLE" | "TOO_MANY_ATTEMPTS" | "TRACKER_PACKAGE_NOT_BUILT" | "TRACKER_PACKAGE_NOT_FOUND" | "TWO_FACTOR_ALREADY_ENABLED" | "TWO_FACTOR_CHALLENGE_ENDED" | "TWO_FACTOR_CODE_REQUIRED" | "TWO_FACTOR_CODE_REUSED" | "TWO_FACTOR_CODE_WRONG" | "TWO_FACTOR_CONFIRMATION_WRONG" | "TWO_FACTOR_ENROLMENT_REQUIRED" | "TWO_FACTOR_NOT_ENABLED" | "TWO_FACTOR_NO_ENROLMENT" | "TWO_FACTOR_PROOF_REUSED" | "TWO_FACTOR_PROOF_WRONG" | "TWO_FACTOR_REQUIRED_BY_ORGANIZATION" | "TWO_FACTOR_RESET_OWN" | "UNAUTHENTICATED" | "UPLOAD_NOT_MULTIPART" | "UPLOAD_TOO_LARGE" | "UPLOAD_UNREADABLE" | "URI_TOO_LONG" | "USER_CODE_NOT_FOUND" | "VALIDATION_FAILED" | "WEBHOOK_INACTIVE" | "WEBHOOK_LIMIT" | "WEBHOOK_TARGET_REFUSED";
            requestId: string;
            errors?: components["schemas"]["FieldError"][];
        };
        ProductivityReport: {
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            project: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            employees: {
                /** Format: uuid */
                employeeId: string;
                employeeCode: string;
                name: string;
                days: {
                    seconds: {
                        productive: number;
                        neutral: number;
                        unproductive: number;
                        uncategorised: number;
                    };
                    percents: {
                        productive: number;
                        neutral: number;
                        unproductive: number;
                        uncategorised: number;
                    };
                    focusedSeconds: number;
                    /** Format: date */
                    date: string;
                }[];
                totals: components["schemas"]["ProductivityShares"];
            }[];
            grandTotal: components["schemas"]["ProductivityShares"];
        };
        ProductivityShares: {
            seconds: {
                productive: number;
                neutral: number;
                unproductive: number;
                uncategorised: number;
            };
            percents: {
                productive: number;
                neutral: number;
                unproductive: number;
                uncategorised: number;
            };
            focusedSeconds: number;
        };
        ProjectBody: {
            name: string;
            description: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            /** @enum {number} */
            status: 1 | 2 | 3 | 4;
            estimatedBudget: number;
            estimatedHours: number;
            /** @enum {number} */
            timesheetInterval: 1 | 2 | 3;
            team: components["schemas"]["ProjectMemberBody"][];
        };
        ProjectChoice: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {number} */
            status: 1 | 2 | 3 | 4;
        };
        ProjectChoiceList: {
            items: components["schemas"]["ProjectChoice"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        ProjectDetail: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            /** @enum {number} */
            status: 1 | 2 | 3 | 4;
            statusName: string;
            estimatedBudget: number;
            estimatedHours: number;
            /** @enum {number} */
            timesheetInterval: 1 | 2 | 3;
            timesheetIntervalName: string;
            consumedHours: number;
            consumedBudget: number;
            teamSize: number;
            team: components["schemas"]["ProjectMember"][];
            currency: string;
        };
        ProjectList: {
            items: components["schemas"]["ProjectSummary"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            columns: components["schemas"]["ProjectListColumn"][];
            currency: string;
        };
        ProjectListColumn: {
            /** @enum {string} */
            columnKey: "name" | "status" | "startDate" | "endDate" | "estimatedHours";
            columnName: string;
        };
        ProjectMember: {
            /** Format: uuid */
            employeeId: string;
            employeeCode: string;
            name: string;
            isManager: boolean;
            hourlyRate: number | null;
            consumedHours: number;
        };
        ProjectMemberBody: {
            /** Format: uuid */
            employeeId: string;
            /** @default false */
            isManager: boolean;
            hourlyRate: number;
        };
        ProjectOptions: {
            statuses: {
                id: number;
                name: string;
                color: string;
            }[];
            timesheetIntervals: {
                id: number;
                name: string;
            }[];
            currency: {
                code: string;
                symbol: string;
            };
        };
        ProjectSaved: {
            /** Format: uuid */
            id: string;
        };
        ProjectSummary: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            /** @enum {number} */
            status: 1 | 2 | 3 | 4;
            statusName: string;
            estimatedBudget: number;
            estimatedHours: number;
            /** @enum {number} */
            timesheetInterval: 1 | 2 | 3;
            timesheetIntervalName: string;
            consumedHours: number;
            consumedBudget: number;
            teamSize: number;
        };
        RecoveryCodes: {
            recoveryCodes: string[];
        };
        RejectTimesheetBody: {
            reason: string;
        };
        Report: {
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            project: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            employees: components["schemas"]["ReportEmployee"][];
            grandTotal: {
                hoursWorkedMinutes: number;
                idleMinutes: number;
                actualWorkMinutes: number;
                manualMinutes: number;
            };
        };
        ReportDay: {
            hoursWorkedMinutes: number;
            idleMinutes: number;
            actualWorkMinutes: number;
            manualMinutes: number;
            /** Format: date */
            date: string;
        };
        ReportEmployee: {
            /** Format: uuid */
            employeeId: string;
            employeeCode: string;
            name: string;
            weeks: components["schemas"]["ReportWeek"][];
            totals: {
                hoursWorkedMinutes: number;
                idleMinutes: number;
                actualWorkMinutes: number;
                manualMinutes: number;
            };
        };
        ReportWeek: {
            week: string;
            /** Format: date */
            weekStart: string;
            /** Format: date */
            weekEnd: string;
            days: components["schemas"]["ReportDay"][];
            totals: {
                hoursWorkedMinutes: number;
                idleMinutes: number;
                actualWorkMinutes: number;
                manualMinutes: number;
            };
        };
        ResentInvitation: {
            /** @constant */
            invitationStatus: "invited";
        };
        ResentMails: {
            resent: number;
        };
        ResetLinkBody: {
            token: string;
        };
        ResetPasswordBody: {
            token: string;
            password: string;
        };
        SalarySheetIssue: {
            row: number | null;
            column: string | null;
            path: string;
            message: string;
        };
        SalarySheetPreview: {
            fileName: string;
            header: string[];
            rows: components["schemas"]["SalarySheetPreviewRow"][];
            errors: components["schemas"]["SalarySheetIssue"][];
        };
        SalarySheetPreviewRow: {
            row: number;
            cells: (string | number | null)[];
        };
        SalarySlip: {
            year: number;
            month: number;
            monthName: string;
            organizationName: string;
            currency: string;
            /** Format: uuid */
            employeeId: string;
            employeeNumber: string;
            employeeName: string;
            departmentName: string | null;
            designationName: string | null;
            numberOfLeaves: number;
            daysInMonth: number;
            workingDays: number;
            basicSalary: number;
            hra: number;
            ga: number;
            otherAllowance: number;
            nightShiftAllowance: number;
            actualSalary: number;
            esiEmployeePart: number;
            esiEmployerPart: number;
            epfEmployeePart: number;
            epfEmployerPart: number;
            professionalTax: number;
            tds: number;
            leaveDeductionAmount: number;
            grossSalary: number;
            /** @constant */
            bonus: 0;
            /** @constant */
            anyAdjustment: 0;
            accountNumberMasked: string | null;
            ifscCode: string | null;
        };
        SalarySlipMonths: {
            items: number[];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            year: number;
        };
        SavedReport: {
            /** Format: uuid */
            id: string;
            name: string;
            employee: components["schemas"]["LeavePerson"] | null;
            project: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            /** @enum {string} */
            format: "xlsx" | "csv";
            /** @enum {string} */
            schedule: "none" | "weekly" | "monthly";
            recipients: components["schemas"]["LeavePerson"][];
            lastSentPeriodStart: string | null;
            nextMail: {
                /** Format: date */
                startDate: string;
                /** Format: date */
                endDate: string;
                /** Format: date */
                sendsOn: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SavedReportBody: {
            name: string;
            employeeId: string | null;
            projectId: string | null;
            /** @enum {string} */
            format: "xlsx" | "csv";
            /** @enum {string} */
            schedule: "none" | "weekly" | "monthly";
            recipientIds: string[];
        };
        SavedReportList: {
            items: components["schemas"]["SavedReport"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        SaveSsoConnectionBody: {
            displayName: string;
            issuerUrl: string;
            clientId: string;
            /** @default  */
            clientSecret: string;
            isEnabled: boolean;
            isRequired: boolean;
            breakGlassEmployeeId: string | null;
            /** @default false */
            isProvisioningEnabled: boolean;
            /** @default null */
            provisioningDepartmentId: string | null;
            /** @default null */
            provisioningDesignationId: string | null;
            /** @default null */
            provisioningShiftId: string | null;
            emailDomains: string[];
        };
        Screenshot: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            capturedAt: string;
            thumbnailUrl: string | null;
            imageUrl: string | null;
            imageDeletedAt: string | null;
            windowTitles: string[];
            keyPresses: number;
            mouseClicks: number;
            isIdle: boolean;
            idlePercent: number;
            /** @enum {string} */
            tile: "normal" | "yellow" | "red";
        };
        SendAssistantMessageBody: {
            text: string;
        };
        SessionState: {
            employee: components["schemas"]["CurrentEmployee"] | null;
        };
        SetTimesheetLockBody: {
            lockedThrough: string | null;
        };
        Shift: {
            /** Format: uuid */
            id: string;
            number: number;
            name: string;
            startTime: string;
            endTime: string;
        };
        ShiftBody: {
            name: string;
            startTime: string;
        };
        ShiftList: {
            items: components["schemas"]["Shift"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            nextNumber: number;
        };
        SignInBody: {
            email: string;
            password: string;
            /** @default false */
            rememberMe: boolean;
        };
        SignInEvent: {
            email: string;
            employeeName: string | null;
            ip: string;
            isSuccess: boolean;
            /** @enum {string} */
            outcome: "pending" | "success" | "failure" | "failure-cleared" | "locked-out" | "two-factor-pending";
            /** @enum {string} */
            method: "password" | "sso";
            /** Format: date-time */
            occurredAt: string;
        };
        SignInEventPage: {
            items: components["schemas"]["SignInEvent"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        SignInResult: {
            /** Format: uuid */
            id: string;
            name: string;
            employeeCode: string;
            roleId: 1 | 2;
            officialEmail: string;
            organization: {
                /** Format: uuid */
                id: string;
                name: string;
                timeZone: string;
                currency: string;
            };
            failedAttemptsSinceLastSignIn: number;
        };
        SignUpBody: {
            name: string;
            organizationName: string;
            email: string;
            password: string;
            /** @default UTC */
            timeZone: string;
        };
        SlotCell: {
            /** Format: date-time */
            slotStart: string;
            placeholder: ("idle" | "loggedOff" | "notTracked" | "noScreenshot") | null;
            screenshot: components["schemas"]["Screenshot"] | null;
            focus: components["schemas"]["SlotFocus"] | null;
        };
        SlotFocus: {
            topApplication: string | null;
            windowTitles: string[];
            trackedSeconds: number;
            idleSeconds: number;
            keyPresses: number;
            mouseClicks: number;
            workedPercent: number;
        };
        SsoConnection: {
            displayName: string;
            issuerUrl: string;
            clientId: string;
            hasClientSecret: boolean;
            emailDomains: string[];
            isEnabled: boolean;
            isRequired: boolean;
            breakGlassEmployeeId: string | null;
            isProvisioningEnabled: boolean;
            provisioningDepartmentId: string | null;
            provisioningDesignationId: string | null;
            provisioningShiftId: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        SsoOption: {
            option: {
                /** Format: uuid */
                organizationId: string;
                displayName: string;
                startUrl: string;
                isRequired: boolean;
            } | null;
        };
        SsoSettings: {
            connection: components["schemas"]["SsoConnection"] | null;
            redirectUri: string;
            administrators: {
                /** Format: uuid */
                id: string;
                name: string;
            }[];
        };
        SubmitTimesheetBody: {
            /** @default  */
            note: string;
        };
        TimeSheet: {
            /** Format: date */
            date: string;
            rows: components["schemas"]["TimeSheetRow"][];
            employees: components["schemas"]["TimeSheetEmployee"][];
        };
        TimesheetApprovalItem: {
            employee: {
                /** Format: uuid */
                id: string;
                employeeCode: string;
                name: string;
            };
            /** Format: date */
            weekStart: string;
            /** Format: date */
            weekEnd: string;
            /** @enum {string} */
            status: "open" | "submitted" | "approved" | "rejected";
            submittedAt: string | null;
            note: string | null;
            totalMinutes: number;
            idleMinutes: number;
            manualMinutes: number;
            approvedMinutes: number | null;
            differenceMinutes: number;
            pendingChanges: components["schemas"]["TimesheetChange"][];
            isLocked: boolean;
        };
        TimesheetApprovals: {
            items: components["schemas"]["TimesheetApprovalItem"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        TimesheetCell: {
            /** Format: date */
            date: string;
            trackedMinutes: number;
            manualMinutes: number;
            idleMinutes: number;
            totalMinutes: number;
        };
        TimesheetChange: {
            /** @enum {string} */
            kind: "tracker-upload" | "manual-time" | "screenshot-deleted";
            /** Format: date */
            date: string;
            /** Format: date-time */
            at: string;
        };
        TimeSheetEmployee: {
            /** Format: uuid */
            employeeId: string;
            employeeCode: string;
            name: string;
        };
        TimesheetFigures: {
            rows: components["schemas"]["TimesheetRow"][];
            dayTotals: components["schemas"]["TimesheetCell"][];
            totalMinutes: number;
            idleMinutes: number;
        };
        TimesheetLock: {
            lockedThrough: string | null;
            lockedBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            lockedAt: string | null;
        };
        TimesheetPeople: {
            items: components["schemas"]["TimesheetPerson"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            canApprove: boolean;
        };
        TimesheetPerson: {
            /** Format: uuid */
            id: string;
            employeeCode: string;
            name: string;
        };
        TimesheetRow: {
            projectId: string | null;
            projectName: string;
            cells: components["schemas"]["TimesheetCell"][];
            totalMinutes: number;
            idleMinutes: number;
        };
        TimeSheetRow: {
            /** Format: uuid */
            employeeId: string;
            employeeCode: string;
            name: string;
            designation: string | null;
            photoVersion: string | null;
            hoursWorkedMinutes: number;
            idleMinutes: number;
            actualWorkMinutes: number;
            manualMinutes: number;
        };
        TimesheetWeek: {
            employee: {
                /** Format: uuid */
                id: string;
                employeeCode: string;
                name: string;
            };
            /** Format: date */
            weekStart: string;
            /** Format: date */
            weekEnd: string;
            /** @enum {string} */
            status: "open" | "submitted" | "approved" | "rejected";
            isLocked: boolean;
            lockedThrough: string | null;
            submittedAt: string | null;
            note: string | null;
            decidedBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            decidedAt: string | null;
            rejectionReason: string | null;
            figures: components["schemas"]["TimesheetFigures"];
            approved: {
                approvedBy: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                } | null;
                /** Format: date-time */
                approvedAt: string;
                figures: components["schemas"]["TimesheetFigures"];
            } | null;
            pendingChanges: components["schemas"]["TimesheetChange"][];
            canSubmit: boolean;
            canApprove: boolean;
            canReject: boolean;
        };
        Todo: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {number} */
            status: 0 | 1 | 2;
            statusName: string;
            /** Format: uuid */
            projectId: string;
            projectName: string;
            members: components["schemas"]["TodoMember"][];
            consumedHours: number;
            canEdit: boolean;
        };
        TodoBody: {
            name: string;
            /** Format: uuid */
            projectId: string;
            memberIds: string[];
            /** @default false */
            isCompleted: boolean;
        };
        TodoCompletionBody: {
            isCompleted: boolean;
        };
        TodoList: {
            items: components["schemas"]["Todo"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        TodoMember: {
            /** Format: uuid */
            employeeId: string;
            name: string;
            employeeCode: string;
        };
        TodoSaved: {
            /** Format: uuid */
            id: string;
        };
        TrackerBatchAck: {
            batchId: string;
            /** Format: date-time */
            receivedAt: string;
            intervals: number;
            inputMinutes: number;
        };
        TrackerBatchBody: {
            batchId: string;
            /** @default [] */
            intervals: ({
                /** @constant */
                kind: "focus";
                /** Format: date-time */
                startedAt: string;
                durationSeconds: number;
                app: string;
                title: string;
                url?: string | null;
                projectId?: string | null;
                todoId?: string | null;
            } | {
                /** @enum {string} */
                kind: "away" | "active" | "paused";
                /** Format: date-time */
                startedAt: string;
                durationSeconds: number;
            })[];
            /** @default [] */
            inputMinutes: components["schemas"]["TrackerInputMinute"][];
        };
        TrackerConfig: {
            /** Format: uuid */
            employeeId: string;
            /** Format: uuid */
            deviceId: string;
            /** @enum {string} */
            screenshotMode: "regular" | "blurred" | "off";
            titleRedactionPatterns: string[];
            idleThresholdSeconds: number;
            slotSeconds: number;
            organization: {
                timeZone: string;
                isShiftsEnabled: boolean;
                isLogOffIncludedInIdle: boolean;
            };
        };
        TrackerDevice: {
            /** Format: uuid */
            id: string;
            name: string;
            platform: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            revokedAt: string | null;
            status: components["schemas"]["DeviceLiveStatus"] | null;
        };
        TrackerDeviceList: {
            items: components["schemas"]["TrackerDevice"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        TrackerHeartbeatAnswer: {
            /** Format: date-time */
            receivedAt: string;
            heartbeatSeconds: number;
            minimumAgentVersion: string;
            isUpdateRequired: boolean;
        };
        TrackerHeartbeatBody: {
            /** @enum {string} */
            state: "tracking" | "idle" | "paused" | "stopped";
            agentVersion: string;
            /** @default null */
            capabilities: components["schemas"]["CaptureCapabilitiesInput"] | null;
        };
        TrackerInputMinute: {
            /** Format: date-time */
            minuteStart: string;
            keyPresses: number;
            mouseClicks: number;
        };
        TrackerPackage: {
            version: string;
            fileName: string;
            downloadPath: string;
            sizeBytes: number;
        };
        TrackerProject: {
            /** Format: uuid */
            id: string;
            name: string;
            status: number;
            todos: {
                /** Format: uuid */
                id: string;
                name: string;
                status: number;
            }[];
        };
        TrackerProjectList: {
            items: components["schemas"]["TrackerProject"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        TrackerScreenshotAck: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            capturedAt: string;
            /** Format: date-time */
            slotStart: string;
            isBlurred: boolean;
            width: number;
            height: number;
        };
        TrackerSetup: {
            agent: components["schemas"]["TrackerPackage"] | null;
            /** @enum {string} */
            screenshotMode: "regular" | "blurred" | "off";
            /** @enum {string} */
            organizationScreenshotMode: "regular" | "blurred" | "off";
            isScreenshotModeOwn: boolean;
            screenshotRetentionDays: number;
            hasTitleRedaction: boolean;
            canEmployeesDeleteScreenshots: boolean;
            activeDeviceCount: number;
        };
        TrackerSignInBody: {
            email: string;
            password: string;
            deviceName: string;
            platform: string;
            code?: string;
        };
        TrackerSignInResult: {
            deviceToken: string;
            device: components["schemas"]["TrackerDevice"];
            employee: {
                /** Format: uuid */
                id: string;
                name: string;
                employeeCode: string;
            };
        };
        TrackingSettings: {
            /** @enum {string} */
            screenshotMode: "regular" | "blurred" | "off";
            screenshotRetentionDays: number;
            titleRedactionPatterns: string[];
            canEmployeesDeleteScreenshots: boolean;
            manualTimeAutoApproveMinutes: number | null;
        };
        TrackingSettingsBody: {
            /** @enum {string} */
            screenshotMode: "regular" | "blurred" | "off";
            screenshotRetentionDays: number;
            titleRedactionPatterns: string[];
            canEmployeesDeleteScreenshots: boolean;
            manualTimeAutoApproveMinutes: number | null;
        };
        TwoFactorChallengeBody: {
            challenge: string;
        };
        TwoFactorCodeBody: {
            code: string;
        };
        TwoFactorEnrolment: {
            /** Format: starts_with */
            qrCodeDataUrl: string;
            secret: string;
            /** Format: starts_with */
            otpauthUri: string;
        };
        TwoFactorEnrolmentRequired: {
            /** @constant */
            twoFactorEnrolmentRequired: true;
            challenge: string;
        };
        TwoFactorPolicy: {
            isRequiredForAdmins: boolean;
            adminsWithoutTwoFactor: number;
        };
        TwoFactorPolicyBody: {
            isRequiredForAdmins: boolean;
        };
        TwoFactorProofBody: {
            proof: string;
        };
        TwoFactorRequired: {
            /** @constant */
            twoFactorRequired: true;
            challenge: string;
        };
        TwoFactorSignInBody: {
            challenge: string;
            code: string;
        };
        TwoFactorStatus: {
            isEnabled: boolean;
            enabledAt: string | null;
            recoveryCodesLeft: number;
            isRequired: boolean;
        };
        UpcomingAppraisal: {
            /** Format: uuid */
            employeeId: string;
            employeeCode: string;
            name: string;
            photoVersion: string | null;
            /** Format: date */
            nextAppraisalDate: string;
            /** @enum {string} */
            countedFrom: "appraisal" | "joining";
        };
        UpcomingAppraisals: {
            items: components["schemas"]["UpcomingAppraisal"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
        };
        UpcomingBirthday: {
            /** Format: uuid */
            employeeId: string;
            employeeCode: string;
            name: string;
            photoVersion: string | null;
            /** Format: date */
            birthday: string;
        };
        UpcomingBirthdays: {
            items: components["schemas"]["UpcomingBirthday"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
        };
        UpdateEmployeeBody: {
            /** Format: date */
            joiningDate: string;
            isRelieved: boolean;
            isActive: boolean;
            relievingDate: string | "";
            name: string;
            fatherName: string;
            /** Format: date */
            dateOfBirth: string;
            bloodGroup: ("A+" | "A-" | "B+" | "B-" | "O+" | "O-" | "AB+" | "AB-") | "";
            contactNumber1: string;
            contactNumber2: string;
            personalEmail: "" | string;
            skypeId: string;
            correspondenceAddress: string;
            permanentAddress: string;
            departmentId: string;
            designationId: string | "";
            shiftId: string | "";
            bankId: string | "";
            ifscCode: string;
            bankAccountNumber: string;
            panNumber: string;
            aadhaarNumber: string;
            officialEmail: string;
            officialEmailPassword: string;
            roleId: 1 | 2;
            screenshotMode?: ("regular" | "blurred" | "off") | null;
            password: "" | string;
        };
        UpdatePolicyBody: {
            name?: string;
            requiresAcknowledgement?: boolean;
        };
        UpdateWebhookBody: {
            url?: string;
            description?: string;
            events?: ("leave.applied" | "leave.decided" | "timesheet.submitted" | "timesheet.approved" | "employee.added" | "employee.relieved" | "project.budget_threshold" | "policy.published")[];
            isActive?: boolean;
            allowPrivateTargets?: boolean;
        };
        UsageCategory: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            productivity: "productive" | "neutral" | "unproductive";
        };
        UserCodeBody: {
            userCode: string;
        };
        Webhook: {
            /** Format: uuid */
            id: string;
            url: string;
            description: string;
            events: ("leave.applied" | "leave.decided" | "timesheet.submitted" | "timesheet.approved" | "employee.added" | "employee.relieved" | "project.budget_threshold" | "policy.published")[];
            isActive: boolean;
            allowPrivateTargets: boolean;
            createdBy: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            eventType: "leave.applied" | "leave.decided" | "timesheet.submitted" | "timesheet.approved" | "employee.added" | "employee.relieved" | "project.budget_threshold" | "policy.published" | "ping";
            /** Format: uuid */
            eventId: string;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            lastStatusCode: number | null;
            lastResponseExcerpt: string | null;
            lastError: string | null;
            nextAttemptAt: string | null;
            deliveredAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookDeliveryList: {
            items: components["schemas"]["WebhookDelivery"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        WebhookList: {
            items: components["schemas"]["Webhook"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        WindowUsage: {
            title: string;
            percent: number;
            category: components["schemas"]["UsageCategory"] | null;
        };
        WorkDay: {
            hoursWorkedMinutes: number;
            idleMinutes: number;
            actualWorkMinutes: number;
            /** Format: date */
            date: string;
        };
        WorkingNow: {
            items: components["schemas"]["WorkingNowEntry"][];
            total: number;
            page: number;
            pageSize: number;
            totalPages: number;
            next: string | null;
        };
        WorkingNowEntry: {
            /** Format: uuid */
            employeeId: string;
            name: string;
            employeeCode: string;
            /** @enum {string} */
            state: "tracking" | "idle" | "paused" | "offline";
            /** Format: date-time */
            lastSeenAt: string;
        };
        WorkSummary: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            days: components["schemas"]["WorkDay"][];
            totals: {
                hoursWorkedMinutes: number;
                idleMinutes: number;
                actualWorkMinutes: number;
            };
        };
    };
    responses: {
        /** @description The request is not valid; `errors` names each field and what is wrong. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No valid session (sign in again), no valid API token (unknown, expired or revoked), or, for the tracker, no valid device token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller may not do this (FORBIDDEN), an API token lacks the operation’s scope (INSUFFICIENT_SCOPE), or a write came from another origin (CSRF_REJECTED). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing with this id in the caller’s organisation; a malformed id answers the same. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The resource’s current state does not allow this; the detail says why. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The link or code has expired or was used. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The upload is larger, or has more parts, than this form takes. */
        ContentTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A path parameter is longer than any id (URI_TOO_LONG). */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is not of a media type this operation takes. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A dependency (the database, the file store) is not reachable just now; nothing was changed. Try again after Retry-After seconds. */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The file store is full; nothing was saved. */
        InsufficientStorage: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description attachment (or inline for what a browser shows in place) with the file’s name. */
        "Content-Disposition": string;
        /** @description Requests allowed in the window. */
        "RateLimit-Limit": number;
        /** @description Requests left in the window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window resets. */
        "RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readiness: 200 while the database answers (status warn when another dependency fails), 503 when it does not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "pass",
                     *       "checks": {
                     *         "database": {
                     *           "status": "pass"
                     *         },
                     *         "storage": {
                     *           "status": "pass"
                     *         },
                     *         "mail": {
                     *           "status": "pass",
                     *           "detail": "No SMTP_URL: mail is kept in the outbox."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "pass" | "warn" | "fail";
                        checks: {
                            database: {
                                /** @enum {string} */
                                status: "pass" | "fail";
                                detail?: string;
                                /** Format: date-time */
                                since?: string;
                            };
                            storage: {
                                /** @enum {string} */
                                status: "pass" | "fail";
                                detail?: string;
                                /** Format: date-time */
                                since?: string;
                            };
                            redis?: {
                                /** @enum {string} */
                                status: "pass" | "fail";
                                detail?: string;
                                /** Format: date-time */
                                since?: string;
                            };
                            mail: {
                                /** @enum {string} */
                                status: "pass" | "fail";
                                detail?: string;
                                /** Format: date-time */
                                since?: string;
                            };
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readiness: 200 while the database answers (status warn when another dependency fails), 503 when it does not. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "pass",
                     *       "checks": {
                     *         "database": {
                     *           "status": "pass"
                     *         },
                     *         "storage": {
                     *           "status": "pass"
                     *         },
                     *         "mail": {
                     *           "status": "pass",
                     *           "detail": "No SMTP_URL: mail is kept in the outbox."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "pass" | "warn" | "fail";
                        checks: {
                            database: {
                                /** @enum {string} */
                                status: "pass" | "fail";
                                detail?: string;
                                /** Format: date-time */
                                since?: string;
                            };
                            storage: {
                                /** @enum {string} */
                                status: "pass" | "fail";
                                detail?: string;
                                /** Format: date-time */
                                since?: string;
                            };
                            redis?: {
                                /** @enum {string} */
                                status: "pass" | "fail";
                                detail?: string;
                                /** Format: date-time */
                                since?: string;
                            };
                            mail: {
                                /** @enum {string} */
                                status: "pass" | "fail";
                                detail?: string;
                                /** Format: date-time */
                                since?: string;
                            };
                        };
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liveness: 200 while the process serves HTTP; checks no dependency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "pass"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status: "pass";
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@demo.pulse",
                 *       "password": "Demo@123",
                 *       "rememberMe": false
                 *     }
                 */
                "application/json": components["schemas"]["SignInBody"];
            };
        };
        responses: {
            /** @description Sign in with the official e-mail and password; sets the session cookie and the device cookie that keeps this browser from being locked out by failures elsewhere. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *       "name": "Asha Verma",
                     *       "employeeCode": "DEMO-EMP-1-00000001",
                     *       "roleId": 1,
                     *       "officialEmail": "admin@demo.pulse",
                     *       "organization": {
                     *         "id": "9347a876-4546-4c65-889f-d1823601ee05",
                     *         "name": "Demo Corporation",
                     *         "timeZone": "Asia/Kolkata",
                     *         "currency": "INR"
                     *       },
                     *       "failedAttemptsSinceLastSignIn": 0
                     *     }
                     */
                    "application/json": components["schemas"]["SignInResult"] | components["schemas"]["TwoFactorRequired"] | components["schemas"]["TwoFactorEnrolmentRequired"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    finishTwoFactorSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorSignInBody"];
            };
        };
        responses: {
            /** @description Finish a sign-in with the code from the authenticator app, or a recovery code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startSignInTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorChallengeBody"];
            };
        };
        responses: {
            /** @description Start setting two-factor up during a sign-in the organisation requires it for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorEnrolment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmSignInTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorSignInBody"];
            };
        };
        responses: {
            /** @description Turn two-factor on with a code from the new app and finish the sign-in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrolledSignInResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether two-factor sign-in is on for the signed-in employee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isEnabled": false,
                     *       "enabledAt": null,
                     *       "recoveryCodesLeft": 0,
                     *       "isRequired": false
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startMyTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Start setting two-factor up: a new secret and its QR code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorEnrolment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmMyTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorCodeBody"];
            };
        };
        responses: {
            /** @description Turn two-factor on with a code from the app; answers the ten recovery codes, once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableMyTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorProofBody"];
            };
        };
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    renewMyRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorProofBody"];
            };
        };
        responses: {
            /** @description Make ten new recovery codes (the old ones stop working); answers them, once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmployeeTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether an employee's two-factor sign-in is on (administrators). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isEnabled": false,
                     *       "enabledAt": null,
                     *       "recoveryCodesLeft": 0,
                     *       "isRequired": false
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetEmployeeTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTwoFactorPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether administrators must use two-factor sign-in, and how many have not set it up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isRequiredForAdmins": false,
                     *       "adminsWithoutTwoFactor": 1
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorPolicy"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTwoFactorPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isRequiredForAdmins": true
                 *     }
                 */
                "application/json": components["schemas"]["TwoFactorPolicyBody"];
            };
        };
        responses: {
            /** @description Require two-factor sign-in for administrators, or stop requiring it (audited). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isRequiredForAdmins": true,
                     *       "adminsWithoutTwoFactor": 1
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorPolicy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSsoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation's single sign-on connection (never its client secret) and the redirect URI. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "connection": null,
                     *       "redirectUri": "http://localhost/api/v1/auth/sso/callback",
                     *       "administrators": [
                     *         {
                     *           "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *           "name": "Asha Verma"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SsoSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveSsoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveSsoConnectionBody"];
            };
        };
        responses: {
            /** @description Connect or change the OpenID Connect provider; reads its discovery document first and refuses one that cannot be read (audited). A blank client secret keeps the saved one.. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSsoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findSsoOption: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The single sign-on button for an e-mail's domain, or null; the same answer for every address of a domain, so it reveals no account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "option": null
                     *     }
                     */
                    "application/json": components["schemas"]["SsoOption"];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSsoOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An organisation's single sign-on button, for its own sign-in address (/login?organization={id}). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoOption"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startSsoSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 302 */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    finishSsoSignIn: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
                error_description?: string;
                iss?: string;
                session_state?: string;
                scope?: string;
                authuser?: string;
                prompt?: string;
                hd?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 302 */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "employee@demo.pulse"
                 *     }
                 */
                "application/json": components["schemas"]["ForgotPasswordBody"];
            };
        };
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkPasswordResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetLinkBody"];
            };
        };
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordBody"];
            };
        };
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changeMyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "Demo@123",
                 *       "newPassword": "Monsoon-Trail-2026"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordBody"];
            };
        };
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee signed in on this browser, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employee": null
                     *     }
                     */
                    "application/json": components["schemas"]["SessionState"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in employee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *       "name": "Asha Verma",
                     *       "employeeCode": "DEMO-EMP-1-00000001",
                     *       "roleId": 1,
                     *       "officialEmail": "admin@demo.pulse",
                     *       "organization": {
                     *         "id": "9347a876-4546-4c65-889f-d1823601ee05",
                     *         "name": "Demo Corporation",
                     *         "timeZone": "Asia/Kolkata",
                     *         "currency": "INR"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CurrentEmployee"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSignInEvents: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation's sign-in attempts, newest first, 50 a page by default (administrators). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "email": "employee@demo.pulse",
                     *           "employeeName": "Rahul Mehta",
                     *           "ip": "127.0.0.1",
                     *           "isSuccess": true,
                     *           "outcome": "success",
                     *           "method": "password",
                     *           "occurredAt": "2026-03-02T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "pageSize": 50,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["SignInEventPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Meera Shah",
                 *       "organizationName": "Shah Design Studio",
                 *       "email": "meera@shahdesign.example",
                 *       "password": "Studio@26",
                 *       "timeZone": "Asia/Kolkata"
                 *     }
                 */
                "application/json": components["schemas"]["SignUpBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "c00b24c2-7cac-4546-bb27-27f5e66f6265",
                     *       "name": "Meera Shah",
                     *       "employeeCode": "SHAH-EMP-1-00000001",
                     *       "roleId": 1,
                     *       "officialEmail": "meera@shahdesign.example",
                     *       "organization": {
                     *         "id": "61f8e1cc-0de7-4f19-843b-f811b5f95254",
                     *         "name": "Shah Design Studio",
                     *         "timeZone": "Asia/Kolkata",
                     *         "currency": "INR"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CurrentEmployee"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listScreenshotModes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active employees with their own screenshot mode (null: the default) and the mode in effect. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "employeeId": "658e7f55-c842-4fef-bf55-fafcd96b97a1",
                     *           "employeeCode": "DEMO-EMP-3-00000014",
                     *           "name": "Aditya Joshi",
                     *           "screenshotMode": null,
                     *           "effectiveMode": "regular"
                     *         },
                     *         {
                     *           "employeeId": "e7b67471-c06e-46ee-8b89-6947dabb912c",
                     *           "employeeCode": "DEMO-EMP-1-00000024",
                     *           "name": "Aman Chopra",
                     *           "screenshotMode": null,
                     *           "effectiveMode": "regular"
                     *         },
                     *         {
                     *           "employeeId": "7696297f-cbda-4d0d-a1ba-546e40845c4b",
                     *           "employeeCode": "DEMO-EMP-3-00000011",
                     *           "name": "Ananya Das",
                     *           "screenshotMode": null,
                     *           "effectiveMode": "regular"
                     *         }
                     *       ],
                     *       "total": 25,
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeScreenshotModeList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setEmployeeScreenshotMode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "screenshotMode": "blurred"
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeScreenshotModeBody"];
            };
        };
        responses: {
            /** @description Set one employee’s screenshot mode (null: follow the organisation’s default); audited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *       "employeeCode": "DEMO-EMP-2-00000002",
                     *       "name": "Rahul Mehta",
                     *       "screenshotMode": "blurred",
                     *       "effectiveMode": "blurred"
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeScreenshotMode"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resend an invitation: a new link by mail; every earlier link of the employee stops working. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invitationStatus": "invited"
                     *     }
                     */
                    "application/json": components["schemas"]["ResentInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    lookUpInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationLookupBody"];
            };
        };
        responses: {
            /** @description Who an invitation's link is for, while it can still be used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationBody"];
            };
        };
        responses: {
            /** @description Choose a password with an invitation (once); the employee then signs in as usual. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEmployees: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                search?: string;
                searchBy?: "name" | "employeeCode" | "designation" | "department" | "officialEmail" | "contactNumber" | "birthday" | "joiningDate";
                sortBy?: "name" | "employeeCode" | "designation" | "department" | "officialEmail" | "contactNumber" | "birthday" | "joiningDate";
                order?: "asc" | "desc";
                isActive?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Employees List: search one column, sort, filter by status, one page at a time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "658e7f55-c842-4fef-bf55-fafcd96b97a1",
                     *           "employeeNumber": 14,
                     *           "employeeCode": "DEMO-EMP-3-00000014",
                     *           "name": "Aditya Joshi",
                     *           "bloodGroup": "O-",
                     *           "isActive": true,
                     *           "photoVersion": null,
                     *           "values": {
                     *             "name": "Aditya Joshi",
                     *             "employeeCode": "DEMO-EMP-3-00000014",
                     *             "designation": "Designer",
                     *             "department": "Design",
                     *             "officialEmail": "aditya.joshi@demo.pulse",
                     *             "contactNumber": "+91 9814090083",
                     *             "birthday": "1991-02-10"
                     *           },
                     *           "leaves": {
                     *             "total": 20,
                     *             "taken": 0
                     *           },
                     *           "invitationStatus": null
                     *         },
                     *         {
                     *           "id": "e7b67471-c06e-46ee-8b89-6947dabb912c",
                     *           "employeeNumber": 24,
                     *           "employeeCode": "DEMO-EMP-1-00000024",
                     *           "name": "Aman Chopra",
                     *           "bloodGroup": "AB-",
                     *           "isActive": true,
                     *           "photoVersion": null,
                     *           "values": {
                     *             "name": "Aman Chopra",
                     *             "employeeCode": "DEMO-EMP-1-00000024",
                     *             "designation": "HR Manager",
                     *             "department": "Administration",
                     *             "officialEmail": "aman.chopra@demo.pulse",
                     *             "contactNumber": "+91 9407853350",
                     *             "birthday": "1986-12-04"
                     *           },
                     *           "leaves": {
                     *             "total": 15,
                     *             "taken": 0
                     *           },
                     *           "invitationStatus": null
                     *         },
                     *         {
                     *           "id": "7696297f-cbda-4d0d-a1ba-546e40845c4b",
                     *           "employeeNumber": 11,
                     *           "employeeCode": "DEMO-EMP-3-00000011",
                     *           "name": "Ananya Das",
                     *           "bloodGroup": "B+",
                     *           "isActive": true,
                     *           "photoVersion": null,
                     *           "values": {
                     *             "name": "Ananya Das",
                     *             "employeeCode": "DEMO-EMP-3-00000011",
                     *             "designation": "Designer",
                     *             "department": "Design",
                     *             "officialEmail": "ananya.das@demo.pulse",
                     *             "contactNumber": "+91 9134548888",
                     *             "birthday": "1995-11-23"
                     *           },
                     *           "leaves": {
                     *             "total": 20,
                     *             "taken": 0
                     *           },
                     *           "invitationStatus": null
                     *         }
                     *       ],
                     *       "total": 25,
                     *       "page": 1,
                     *       "pageSize": 24,
                     *       "totalPages": 2,
                     *       "next": "/api/v1/employees?page=2",
                     *       "columns": [
                     *         {
                     *           "columnKey": "name",
                     *           "columnName": "Name"
                     *         },
                     *         {
                     *           "columnKey": "employeeCode",
                     *           "columnName": "Employee Code"
                     *         },
                     *         {
                     *           "columnKey": "designation",
                     *           "columnName": "Designation"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "joiningDate": "2026-04-01",
                 *       "isRelieved": false,
                 *       "isActive": true,
                 *       "relievingDate": "",
                 *       "name": "Kabir Sethi",
                 *       "fatherName": "Anil Sethi",
                 *       "dateOfBirth": "1996-08-14",
                 *       "bloodGroup": "B+",
                 *       "contactNumber1": "+91 9820012345",
                 *       "contactNumber2": "",
                 *       "personalEmail": "kabir.sethi@example.com",
                 *       "skypeId": "",
                 *       "correspondenceAddress": "12 Koregaon Park Road, Pune 411001",
                 *       "permanentAddress": "12 Koregaon Park Road, Pune 411001",
                 *       "departmentId": "f7fdd38c-b910-4799-a926-4e30d10280db",
                 *       "designationId": "5111591f-0cec-48ae-ac8e-673b9335d699",
                 *       "shiftId": "4c701dca-a55a-4a5a-97d9-a702fbfffa23",
                 *       "bankId": "c9955313-5383-4e38-8966-47a2226e16f2",
                 *       "ifscCode": "HDFC0000456",
                 *       "bankAccountNumber": "50100234567890",
                 *       "panNumber": "BQRPS4821K",
                 *       "aadhaarNumber": "482190347715",
                 *       "officialEmail": "kabir.sethi@demo.pulse",
                 *       "officialEmailPassword": "",
                 *       "roleId": 2,
                 *       "screenshotMode": null,
                 *       "password": "",
                 *       "sendInvitation": true
                 *     }
                 */
                "application/json": components["schemas"]["CreateEmployeeBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0e1040e2-bfe8-49c0-bd55-eb846c60d2a2",
                     *       "photoVersion": null,
                     *       "employeeNumber": 28,
                     *       "employeeCode": "DEMO-EMP-2-00000028",
                     *       "joiningDate": "2026-04-01",
                     *       "isRelieved": false,
                     *       "isActive": true,
                     *       "relievingDate": null,
                     *       "name": "Kabir Sethi",
                     *       "fatherName": "Anil Sethi",
                     *       "dateOfBirth": "1996-08-14",
                     *       "bloodGroup": "B+",
                     *       "contactNumber1": "+91 9820012345",
                     *       "contactNumber2": null,
                     *       "personalEmail": "kabir.sethi@example.com",
                     *       "skypeId": null,
                     *       "correspondenceAddress": "12 Koregaon Park Road, Pune 411001",
                     *       "permanentAddress": "12 Koregaon Park Road, Pune 411001",
                     *       "departmentId": "f7fdd38c-b910-4799-a926-4e30d10280db",
                     *       "departmentName": "Engineering",
                     *       "designationId": "5111591f-0cec-48ae-ac8e-673b9335d699",
                     *       "designationName": "Software Engineer",
                     *       "shiftId": "4c701dca-a55a-4a5a-97d9-a702fbfffa23",
                     *       "shiftName": "Day",
                     *       "bankId": "c9955313-5383-4e38-8966-47a2226e16f2",
                     *       "bankName": "HDFC Bank",
                     *       "ifscCode": "HDFC0000456",
                     *       "bankAccountNumber": "50100234567890",
                     *       "panNumber": "BQRPS4821K",
                     *       "aadhaarNumber": "482190347715",
                     *       "areNumbersMasked": false,
                     *       "officialEmail": "kabir.sethi@demo.pulse",
                     *       "hasOfficialEmailPassword": false,
                     *       "roleId": 2,
                     *       "screenshotMode": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmployeeFormOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the employee form chooses from: departments, designations, shifts, banks, roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "departments": [
                     *         {
                     *           "id": "e6980542-4752-46b0-802f-74b512e90574",
                     *           "number": 1,
                     *           "name": "Administration"
                     *         },
                     *         {
                     *           "id": "f7fdd38c-b910-4799-a926-4e30d10280db",
                     *           "number": 2,
                     *           "name": "Engineering"
                     *         },
                     *         {
                     *           "id": "973c4e68-cf13-4d05-bf5b-f0c5151ddf02",
                     *           "number": 3,
                     *           "name": "Design"
                     *         }
                     *       ],
                     *       "designations": [
                     *         {
                     *           "id": "2138e6f7-5e19-4751-9809-fcf4c07c88bd",
                     *           "number": 1,
                     *           "name": "Director"
                     *         },
                     *         {
                     *           "id": "5111591f-0cec-48ae-ac8e-673b9335d699",
                     *           "number": 2,
                     *           "name": "Software Engineer"
                     *         },
                     *         {
                     *           "id": "e1402531-fd92-4550-978b-65e58244c6cb",
                     *           "number": 3,
                     *           "name": "Senior Software Engineer"
                     *         }
                     *       ],
                     *       "shifts": [
                     *         {
                     *           "id": "4c701dca-a55a-4a5a-97d9-a702fbfffa23",
                     *           "number": 1,
                     *           "name": "Day"
                     *         },
                     *         {
                     *           "id": "85f87356-fa51-4e20-b19c-7e19baf08d1a",
                     *           "number": 2,
                     *           "name": "Night"
                     *         }
                     *       ],
                     *       "banks": [
                     *         {
                     *           "id": "fdfa9621-9a75-49f1-910f-fd61f12c4248",
                     *           "number": 1,
                     *           "name": "State Bank of India",
                     *           "ifsc": "SBIN0001234"
                     *         },
                     *         {
                     *           "id": "c9955313-5383-4e38-8966-47a2226e16f2",
                     *           "number": 2,
                     *           "name": "HDFC Bank",
                     *           "ifsc": "HDFC0000456"
                     *         },
                     *         {
                     *           "id": "6b847721-1325-4a84-898f-151035cd59b8",
                     *           "number": 3,
                     *           "name": "ICICI Bank",
                     *           "ifsc": "ICIC0000789"
                     *         }
                     *       ],
                     *       "roles": [
                     *         {
                     *           "roleId": 1,
                     *           "name": "Admin"
                     *         },
                     *         {
                     *           "roleId": 2,
                     *           "name": "Employee"
                     *         }
                     *       ],
                     *       "organizationName": "Demo Corporation",
                     *       "nextEmployeeNumber": 28
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeFormOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkEmailAvailable: {
        parameters: {
            query: {
                email: string;
                exceptEmployeeId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether an official e-mail is free (unique across the system); the edited employee keeps its own. Limited per session and per organisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isAvailable": true
                     *     }
                     */
                    "application/json": components["schemas"]["EmailAvailability"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmployee: {
        parameters: {
            query?: {
                view?: "show" | "edit";
            };
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One employee; view=edit returns the personal numbers in full for the administrator's form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *       "photoVersion": null,
                     *       "employeeNumber": 2,
                     *       "employeeCode": "DEMO-EMP-2-00000002",
                     *       "joiningDate": "2022-05-22",
                     *       "isRelieved": false,
                     *       "isActive": true,
                     *       "relievingDate": null,
                     *       "name": "Rahul Mehta",
                     *       "fatherName": "Suresh Mehta",
                     *       "dateOfBirth": "1982-02-06",
                     *       "bloodGroup": "A-",
                     *       "contactNumber1": "+91 9461028823",
                     *       "contactNumber2": null,
                     *       "personalEmail": "rahul.home@example.com",
                     *       "skypeId": null,
                     *       "correspondenceAddress": "4 Linking Road, Bandra West, Mumbai 400050",
                     *       "permanentAddress": "7 Park Street, Kolkata 700016",
                     *       "departmentId": "f7fdd38c-b910-4799-a926-4e30d10280db",
                     *       "departmentName": "Engineering",
                     *       "designationId": "5111591f-0cec-48ae-ac8e-673b9335d699",
                     *       "designationName": "Software Engineer",
                     *       "shiftId": "4c701dca-a55a-4a5a-97d9-a702fbfffa23",
                     *       "shiftName": "Day",
                     *       "bankId": "c9955313-5383-4e38-8966-47a2226e16f2",
                     *       "bankName": "HDFC Bank",
                     *       "ifscCode": "HDFC0000456",
                     *       "bankAccountNumber": "•••• 7275",
                     *       "panNumber": "•••• 415Y",
                     *       "aadhaarNumber": "•••• 0685",
                     *       "areNumbersMasked": true,
                     *       "officialEmail": "employee@demo.pulse",
                     *       "hasOfficialEmailPassword": false,
                     *       "roleId": 2,
                     *       "screenshotMode": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "joiningDate": "2022-05-22",
                 *       "isRelieved": false,
                 *       "isActive": true,
                 *       "relievingDate": "",
                 *       "name": "Rahul Mehta",
                 *       "fatherName": "Suresh Mehta",
                 *       "dateOfBirth": "1982-02-06",
                 *       "bloodGroup": "A-",
                 *       "contactNumber1": "+91 9461028899",
                 *       "contactNumber2": "",
                 *       "personalEmail": "rahul.home@example.com",
                 *       "skypeId": "",
                 *       "correspondenceAddress": "4 Linking Road, Bandra West, Mumbai 400050",
                 *       "permanentAddress": "7 Park Street, Kolkata 700016",
                 *       "departmentId": "f7fdd38c-b910-4799-a926-4e30d10280db",
                 *       "designationId": "5111591f-0cec-48ae-ac8e-673b9335d699",
                 *       "shiftId": "4c701dca-a55a-4a5a-97d9-a702fbfffa23",
                 *       "bankId": "c9955313-5383-4e38-8966-47a2226e16f2",
                 *       "ifscCode": "HDFC0000456",
                 *       "bankAccountNumber": "136989387275",
                 *       "panNumber": "LPSPV4415Y",
                 *       "aadhaarNumber": "321726850685",
                 *       "officialEmail": "employee@demo.pulse",
                 *       "officialEmailPassword": "",
                 *       "roleId": 2,
                 *       "screenshotMode": null,
                 *       "password": ""
                 *     }
                 */
                "application/json": components["schemas"]["UpdateEmployeeBody"];
            };
        };
        responses: {
            /** @description Update an employee; an empty password or personal number keeps the stored one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *       "photoVersion": null,
                     *       "employeeNumber": 2,
                     *       "employeeCode": "DEMO-EMP-2-00000002",
                     *       "joiningDate": "2022-05-22",
                     *       "isRelieved": false,
                     *       "isActive": true,
                     *       "relievingDate": null,
                     *       "name": "Rahul Mehta",
                     *       "fatherName": "Suresh Mehta",
                     *       "dateOfBirth": "1982-02-06",
                     *       "bloodGroup": "A-",
                     *       "contactNumber1": "+91 9461028899",
                     *       "contactNumber2": null,
                     *       "personalEmail": "rahul.home@example.com",
                     *       "skypeId": null,
                     *       "correspondenceAddress": "4 Linking Road, Bandra West, Mumbai 400050",
                     *       "permanentAddress": "7 Park Street, Kolkata 700016",
                     *       "departmentId": "f7fdd38c-b910-4799-a926-4e30d10280db",
                     *       "departmentName": "Engineering",
                     *       "designationId": "5111591f-0cec-48ae-ac8e-673b9335d699",
                     *       "designationName": "Software Engineer",
                     *       "shiftId": "4c701dca-a55a-4a5a-97d9-a702fbfffa23",
                     *       "shiftName": "Day",
                     *       "bankId": "c9955313-5383-4e38-8966-47a2226e16f2",
                     *       "bankName": "HDFC Bank",
                     *       "ifscCode": "HDFC0000456",
                     *       "bankAccountNumber": "136989387275",
                     *       "panNumber": "LPSPV4415Y",
                     *       "aadhaarNumber": "321726850685",
                     *       "areNumbersMasked": false,
                     *       "officialEmail": "employee@demo.pulse",
                     *       "hasOfficialEmailPassword": false,
                     *       "roleId": 2,
                     *       "screenshotMode": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My Profile: the signed-in employee’s own record, personal numbers masked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *       "photoVersion": null,
                     *       "employeeNumber": 1,
                     *       "employeeCode": "DEMO-EMP-1-00000001",
                     *       "joiningDate": "2022-03-13",
                     *       "isRelieved": false,
                     *       "isActive": true,
                     *       "relievingDate": null,
                     *       "name": "Asha Verma",
                     *       "fatherName": "Rajesh Verma",
                     *       "dateOfBirth": "1975-01-01",
                     *       "bloodGroup": "A+",
                     *       "contactNumber1": "+91 9511485548",
                     *       "contactNumber2": "+91 8924500506",
                     *       "personalEmail": "asha.home@example.com",
                     *       "skypeId": "live:demo.1",
                     *       "correspondenceAddress": "12 MG Road, Bengaluru 560001",
                     *       "permanentAddress": "23 Anna Salai, Chennai 600002",
                     *       "departmentId": "e6980542-4752-46b0-802f-74b512e90574",
                     *       "departmentName": "Administration",
                     *       "designationId": "2138e6f7-5e19-4751-9809-fcf4c07c88bd",
                     *       "designationName": "Director",
                     *       "shiftId": "4c701dca-a55a-4a5a-97d9-a702fbfffa23",
                     *       "shiftName": "Day",
                     *       "bankId": "fdfa9621-9a75-49f1-910f-fd61f12c4248",
                     *       "bankName": "State Bank of India",
                     *       "ifscCode": "SBIN0001234",
                     *       "bankAccountNumber": "•••• 2218",
                     *       "panNumber": "•••• 919R",
                     *       "aadhaarNumber": "•••• 9158",
                     *       "areNumbersMasked": true,
                     *       "officialEmail": "admin@demo.pulse",
                     *       "hasOfficialEmailPassword": false,
                     *       "roleId": 1,
                     *       "screenshotMode": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAppraisals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An employee’s appraisals (administrators, or the employee themself). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "6b7b33fb-9d11-4f77-9029-236af0d25cfa",
                     *           "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *           "currentDesignation": "Software Engineer",
                     *           "newDesignation": "Software Engineer",
                     *           "currentSalary": 46000,
                     *           "newSalary": 50600,
                     *           "appraisalDate": "2024-02-01"
                     *         },
                     *         {
                     *           "id": "e976b2ad-622b-4c21-8335-94642f57116a",
                     *           "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *           "currentDesignation": "Software Engineer",
                     *           "newDesignation": "Software Engineer",
                     *           "currentSalary": 50600,
                     *           "newSalary": 55700,
                     *           "appraisalDate": "2025-01-31"
                     *         },
                     *         {
                     *           "id": "b5fc9ca7-7ca5-4f60-a21e-8a5c7e21ba35",
                     *           "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *           "currentDesignation": "Software Engineer",
                     *           "newDesignation": "Software Engineer",
                     *           "currentSalary": 55700,
                     *           "newSalary": 61300,
                     *           "appraisalDate": "2026-01-31"
                     *         }
                     *       ],
                     *       "total": 3,
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["AppraisalList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAppraisal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentDesignation": "Software Engineer",
                 *       "newDesignation": "Senior Software Engineer",
                 *       "currentSalary": "61300",
                 *       "newSalary": "68656",
                 *       "appraisalDate": "2026-04-01"
                 *     }
                 */
                "application/json": components["schemas"]["AppraisalBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7d67d72c-45ba-4871-90a9-ce4403c09599",
                     *       "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *       "currentDesignation": "Software Engineer",
                     *       "newDesignation": "Senior Software Engineer",
                     *       "currentSalary": 61300,
                     *       "newSalary": 68656,
                     *       "appraisalDate": "2026-04-01"
                     *     }
                     */
                    "application/json": components["schemas"]["Appraisal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAppraisal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
                appraisalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentDesignation": "Software Engineer",
                 *       "newDesignation": "Software Engineer",
                 *       "currentSalary": "55700",
                 *       "newSalary": "61800",
                 *       "appraisalDate": "2026-01-31"
                 *     }
                 */
                "application/json": components["schemas"]["AppraisalBody"];
            };
        };
        responses: {
            /** @description Edit an appraisal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b5fc9ca7-7ca5-4f60-a21e-8a5c7e21ba35",
                     *       "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *       "currentDesignation": "Software Engineer",
                     *       "newDesignation": "Software Engineer",
                     *       "currentSalary": 55700,
                     *       "newSalary": 61800,
                     *       "appraisalDate": "2026-01-31"
                     *     }
                     */
                    "application/json": components["schemas"]["Appraisal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAppraisal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
                appraisalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBanks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the organisation's banks (one page) with the number the next one gets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "fdfa9621-9a75-49f1-910f-fd61f12c4248",
                     *           "number": 1,
                     *           "name": "State Bank of India",
                     *           "branch": "MG Road, Bengaluru",
                     *           "ifsc": "SBIN0001234"
                     *         },
                     *         {
                     *           "id": "c9955313-5383-4e38-8966-47a2226e16f2",
                     *           "number": 2,
                     *           "name": "HDFC Bank",
                     *           "branch": "Bandra West, Mumbai",
                     *           "ifsc": "HDFC0000456"
                     *         },
                     *         {
                     *           "id": "6b847721-1325-4a84-898f-151035cd59b8",
                     *           "number": 3,
                     *           "name": "ICICI Bank",
                     *           "branch": "Connaught Place, Delhi",
                     *           "ifsc": "ICIC0000789"
                     *         }
                     *       ],
                     *       "total": 3,
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "nextNumber": 4
                     *     }
                     */
                    "application/json": components["schemas"]["BankList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Axis Bank",
                 *       "branch": "Koregaon Park, Pune",
                 *       "ifsc": "UTIB0000123"
                 *     }
                 */
                "application/json": components["schemas"]["BankBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b8cc3ee1-cf10-4839-93fe-76b304742332",
                     *       "number": 4,
                     *       "name": "Axis Bank",
                     *       "branch": "Koregaon Park, Pune",
                     *       "ifsc": "UTIB0000123"
                     *     }
                     */
                    "application/json": components["schemas"]["Bank"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one bank. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "fdfa9621-9a75-49f1-910f-fd61f12c4248",
                     *       "number": 1,
                     *       "name": "State Bank of India",
                     *       "branch": "MG Road, Bengaluru",
                     *       "ifsc": "SBIN0001234"
                     *     }
                     */
                    "application/json": components["schemas"]["Bank"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "State Bank of India",
                 *       "branch": "Residency Road, Bengaluru",
                 *       "ifsc": "SBIN0001234"
                 *     }
                 */
                "application/json": components["schemas"]["BankBody"];
            };
        };
        responses: {
            /** @description Change a bank. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "fdfa9621-9a75-49f1-910f-fd61f12c4248",
                     *       "number": 1,
                     *       "name": "State Bank of India",
                     *       "branch": "Residency Road, Bengaluru",
                     *       "ifsc": "SBIN0001234"
                     *     }
                     */
                    "application/json": components["schemas"]["Bank"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDesignations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the organisation's designations (one page) with the number the next one gets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "2138e6f7-5e19-4751-9809-fcf4c07c88bd",
                     *           "number": 1,
                     *           "name": "Director"
                     *         },
                     *         {
                     *           "id": "5111591f-0cec-48ae-ac8e-673b9335d699",
                     *           "number": 2,
                     *           "name": "Software Engineer"
                     *         },
                     *         {
                     *           "id": "e1402531-fd92-4550-978b-65e58244c6cb",
                     *           "number": 3,
                     *           "name": "Senior Software Engineer"
                     *         }
                     *       ],
                     *       "total": 6,
                     *       "page": 1,
                     *       "pageSize": 6,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "nextNumber": 7
                     *     }
                     */
                    "application/json": components["schemas"]["DesignationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDesignation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Engineering Manager"
                 *     }
                 */
                "application/json": components["schemas"]["DesignationBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d7bfed71-db75-41dd-9e7f-46f3bcd16ad4",
                     *       "number": 7,
                     *       "name": "Engineering Manager"
                     *     }
                     */
                    "application/json": components["schemas"]["Designation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDesignation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one designation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2138e6f7-5e19-4751-9809-fcf4c07c88bd",
                     *       "number": 1,
                     *       "name": "Director"
                     *     }
                     */
                    "application/json": components["schemas"]["Designation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDesignation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Director (India)"
                 *     }
                 */
                "application/json": components["schemas"]["DesignationBody"];
            };
        };
        responses: {
            /** @description Change a designation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2138e6f7-5e19-4751-9809-fcf4c07c88bd",
                     *       "number": 1,
                     *       "name": "Director (India)"
                     *     }
                     */
                    "application/json": components["schemas"]["Designation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDesignation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDepartments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the organisation's departments (one page) with the number the next one gets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "e6980542-4752-46b0-802f-74b512e90574",
                     *           "number": 1,
                     *           "name": "Administration"
                     *         },
                     *         {
                     *           "id": "f7fdd38c-b910-4799-a926-4e30d10280db",
                     *           "number": 2,
                     *           "name": "Engineering"
                     *         },
                     *         {
                     *           "id": "973c4e68-cf13-4d05-bf5b-f0c5151ddf02",
                     *           "number": 3,
                     *           "name": "Design"
                     *         }
                     *       ],
                     *       "total": 5,
                     *       "page": 1,
                     *       "pageSize": 5,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "nextNumber": 6
                     *     }
                     */
                    "application/json": components["schemas"]["DepartmentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Customer Success"
                 *     }
                 */
                "application/json": components["schemas"]["DepartmentBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f4f4b5b1-e705-49a0-b45c-506414a9f6d6",
                     *       "number": 6,
                     *       "name": "Customer Success"
                     *     }
                     */
                    "application/json": components["schemas"]["Department"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one department. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "e6980542-4752-46b0-802f-74b512e90574",
                     *       "number": 1,
                     *       "name": "Administration"
                     *     }
                     */
                    "application/json": components["schemas"]["Department"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Administration & Finance"
                 *     }
                 */
                "application/json": components["schemas"]["DepartmentBody"];
            };
        };
        responses: {
            /** @description Change a department. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "e6980542-4752-46b0-802f-74b512e90574",
                     *       "number": 1,
                     *       "name": "Administration & Finance"
                     *     }
                     */
                    "application/json": components["schemas"]["Department"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShifts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the organisation's shifts (one page) with the number the next one gets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "4c701dca-a55a-4a5a-97d9-a702fbfffa23",
                     *           "number": 1,
                     *           "name": "Day",
                     *           "startTime": "09:00",
                     *           "endTime": "08:59"
                     *         },
                     *         {
                     *           "id": "85f87356-fa51-4e20-b19c-7e19baf08d1a",
                     *           "number": 2,
                     *           "name": "Night",
                     *           "startTime": "21:00",
                     *           "endTime": "20:59"
                     *         }
                     *       ],
                     *       "total": 2,
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "nextNumber": 3
                     *     }
                     */
                    "application/json": components["schemas"]["ShiftList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createShift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Early",
                 *       "startTime": "07:00"
                 *     }
                 */
                "application/json": components["schemas"]["ShiftBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0be0967e-7206-4b93-b7cf-32815d6aeca3",
                     *       "number": 3,
                     *       "name": "Early",
                     *       "startTime": "07:00",
                     *       "endTime": "06:59"
                     *     }
                     */
                    "application/json": components["schemas"]["Shift"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one shift. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4c701dca-a55a-4a5a-97d9-a702fbfffa23",
                     *       "number": 1,
                     *       "name": "Day",
                     *       "startTime": "09:00",
                     *       "endTime": "08:59"
                     *     }
                     */
                    "application/json": components["schemas"]["Shift"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Day",
                 *       "startTime": "09:30"
                 *     }
                 */
                "application/json": components["schemas"]["ShiftBody"];
            };
        };
        responses: {
            /** @description Change a shift. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4c701dca-a55a-4a5a-97d9-a702fbfffa23",
                     *       "number": 1,
                     *       "name": "Day",
                     *       "startTime": "09:30",
                     *       "endTime": "09:29"
                     *     }
                     */
                    "application/json": components["schemas"]["Shift"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLeaveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the organisation's leave settings (one page) with the number the next one gets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "b04bfe69-d1e2-4c59-818f-1e3b0fe2d59f",
                     *           "number": 1,
                     *           "year": 2025,
                     *           "numberOfLeaves": 18,
                     *           "typeOfLeave": 1
                     *         },
                     *         {
                     *           "id": "00867637-a109-4d74-82d0-b643a377697f",
                     *           "number": 2,
                     *           "year": 2026,
                     *           "numberOfLeaves": 20,
                     *           "typeOfLeave": 1
                     *         }
                     *       ],
                     *       "total": 2,
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "nextNumber": 3
                     *     }
                     */
                    "application/json": components["schemas"]["LeaveSettingList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLeaveSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "year": 2027,
                 *       "numberOfLeaves": 22
                 *     }
                 */
                "application/json": components["schemas"]["LeaveSettingBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0092d397-02f7-40ad-951d-6d9fd1246140",
                     *       "number": 3,
                     *       "year": 2027,
                     *       "numberOfLeaves": 22,
                     *       "typeOfLeave": 1
                     *     }
                     */
                    "application/json": components["schemas"]["LeaveSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeaveSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one leave setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b04bfe69-d1e2-4c59-818f-1e3b0fe2d59f",
                     *       "number": 1,
                     *       "year": 2025,
                     *       "numberOfLeaves": 18,
                     *       "typeOfLeave": 1
                     *     }
                     */
                    "application/json": components["schemas"]["LeaveSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLeaveSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "year": 2025,
                 *       "numberOfLeaves": 20
                 *     }
                 */
                "application/json": components["schemas"]["LeaveSettingBody"];
            };
        };
        responses: {
            /** @description Change a leave setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b04bfe69-d1e2-4c59-818f-1e3b0fe2d59f",
                     *       "number": 1,
                     *       "year": 2025,
                     *       "numberOfLeaves": 20,
                     *       "typeOfLeave": 1
                     *     }
                     */
                    "application/json": components["schemas"]["LeaveSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLeaveSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrackingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings → Tracking: default screenshot mode, screenshot retention, window-title redaction, employee deletion, manual-time auto-approval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "screenshotMode": "regular",
                     *       "screenshotRetentionDays": 90,
                     *       "titleRedactionPatterns": [
                     *         "*bank*",
                     *         "*password*"
                     *       ],
                     *       "canEmployeesDeleteScreenshots": true,
                     *       "manualTimeAutoApproveMinutes": null
                     *     }
                     */
                    "application/json": components["schemas"]["TrackingSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTrackingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "screenshotMode": "blurred",
                 *       "screenshotRetentionDays": 90,
                 *       "titleRedactionPatterns": [
                 *         "Net Banking",
                 *         "Password"
                 *       ],
                 *       "canEmployeesDeleteScreenshots": false,
                 *       "manualTimeAutoApproveMinutes": 30
                 *     }
                 */
                "application/json": components["schemas"]["TrackingSettingsBody"];
            };
        };
        responses: {
            /** @description Replace the tracking settings; a change is recorded in the audit trail (old → new). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "screenshotMode": "blurred",
                     *       "screenshotRetentionDays": 90,
                     *       "titleRedactionPatterns": [
                     *         "Net Banking",
                     *         "Password"
                     *       ],
                     *       "canEmployeesDeleteScreenshots": false,
                     *       "manualTimeAutoApproveMinutes": 30
                     *     }
                     */
                    "application/json": components["schemas"]["TrackingSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrganizationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation's settings: shifts flag, log-off in idle, currency, time zone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isShiftsEnabled": false,
                     *       "isLogOffIncludedInIdle": false,
                     *       "isLeaveTypeShared": false,
                     *       "currency": "INR",
                     *       "timeZone": "Asia/Kolkata"
                     *     }
                     */
                    "application/json": components["schemas"]["OrganizationSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOrganizationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isShiftsEnabled": true,
                 *       "isLogOffIncludedInIdle": false,
                 *       "currency": "INR"
                 *     }
                 */
                "application/json": components["schemas"]["OrganizationSettingsPatch"];
            };
        };
        responses: {
            /** @description Switch the shifts flag or the include-log-off-in-idle flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isShiftsEnabled": true,
                     *       "isLogOffIncludedInIdle": false,
                     *       "isLeaveTypeShared": false,
                     *       "currency": "INR",
                     *       "timeZone": "Asia/Kolkata"
                     *     }
                     */
                    "application/json": components["schemas"]["OrganizationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDefaultColumns: {
        parameters: {
            query: {
                entity: "employee" | "project";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An entity's list columns in order, with their names, visibility and editability. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "columnKey": "name",
                     *         "columnName": "Name",
                     *         "isVisible": true,
                     *         "isEditable": false,
                     *         "position": 0
                     *       },
                     *       {
                     *         "columnKey": "employeeCode",
                     *         "columnName": "Employee Code",
                     *         "isVisible": true,
                     *         "isEditable": false,
                     *         "position": 1
                     *       },
                     *       {
                     *         "columnKey": "designation",
                     *         "columnName": "Designation",
                     *         "isVisible": true,
                     *         "isEditable": true,
                     *         "position": 2
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["DefaultColumn"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDefaultColumns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entity: "employee" | "project";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "columns": [
                 *         {
                 *           "columnKey": "name",
                 *           "columnName": "Name",
                 *           "isVisible": true
                 *         },
                 *         {
                 *           "columnKey": "employeeCode",
                 *           "columnName": "Employee Code",
                 *           "isVisible": true
                 *         },
                 *         {
                 *           "columnKey": "department",
                 *           "columnName": "Department",
                 *           "isVisible": true
                 *         },
                 *         {
                 *           "columnKey": "officialEmail",
                 *           "columnName": "Official Email",
                 *           "isVisible": true
                 *         },
                 *         {
                 *           "columnKey": "contactNumber",
                 *           "columnName": "Contact Number",
                 *           "isVisible": true
                 *         },
                 *         {
                 *           "columnKey": "birthday",
                 *           "columnName": "Birthday",
                 *           "isVisible": true
                 *         },
                 *         {
                 *           "columnKey": "joiningDate",
                 *           "columnName": "Joining Date",
                 *           "isVisible": false
                 *         },
                 *         {
                 *           "columnKey": "designation",
                 *           "columnName": "Designation",
                 *           "isVisible": true
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DefaultColumnsBody"];
            };
        };
        responses: {
            /** @description Replace an entity's column names, visibility and order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "columnKey": "name",
                     *         "columnName": "Name",
                     *         "isVisible": true,
                     *         "isEditable": false,
                     *         "position": 0
                     *       },
                     *       {
                     *         "columnKey": "employeeCode",
                     *         "columnName": "Employee Code",
                     *         "isVisible": true,
                     *         "isEditable": false,
                     *         "position": 1
                     *       },
                     *       {
                     *         "columnKey": "department",
                     *         "columnName": "Department",
                     *         "isVisible": true,
                     *         "isEditable": true,
                     *         "position": 2
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["DefaultColumn"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadEmployeeImportTemplate: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewEmployeeImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description .csv or .xlsx (by name and content), ≤ 5 MB, ≤ 2,000 rows
                     */
                    file: Blob;
                    /** @description "true": rows without a Tracker Password are invited */
                    sendInvitations?: string;
                };
            };
        };
        responses: {
            /** @description Check an import file's rows with the Add Employee form's rules; writes nothing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fileName": "new-joiners.csv",
                     *       "rows": [
                     *         {
                     *           "row": 2,
                     *           "values": {
                     *             "Employee Name": "Kiran Rao",
                     *             "Father Name": "Mohan Rao",
                     *             "Date Of Birth": "1990-02-01",
                     *             "Joining Date": "2026-04-01",
                     *             "Department": "Engineering",
                     *             "Designation": "Software Engineer",
                     *             "Official Email": "kiran.rao@demo.pulse",
                     *             "Tracker Password": ""
                     *           },
                     *           "isInvited": true,
                     *           "problems": []
                     *         },
                     *         {
                     *           "row": 3,
                     *           "values": {
                     *             "Employee Name": "Leela Das",
                     *             "Father Name": "Arun Das",
                     *             "Date Of Birth": "1992-03-12",
                     *             "Joining Date": "2026-04-01",
                     *             "Department": "Design",
                     *             "Designation": "Designer",
                     *             "Official Email": "leela.das@demo.pulse",
                     *             "Tracker Password": ""
                     *           },
                     *           "isInvited": true,
                     *           "problems": []
                     *         }
                     *       ],
                     *       "validCount": 2,
                     *       "problemCount": 0
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeImportPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    importEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description .csv or .xlsx (by name and content), ≤ 5 MB, ≤ 2,000 rows
                     */
                    file: Blob;
                    /** @description "true": rows without a Tracker Password are invited */
                    sendInvitations?: string;
                };
            };
        };
        responses: {
            /** @description Import a file's valid rows in one transaction (checked again), inviting as asked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "imported": 2,
                     *       "invited": 2,
                     *       "skipped": 0
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    listPayrollYears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Years with uploaded salary sheets, plus the current year. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         2026
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollYears"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPayrollMonths: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Months of a year with an uploaded salary sheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "month": 1,
                     *           "monthName": "January",
                     *           "fileName": "Salary Sheet 2026-01.xlsx",
                     *           "uploadedAt": "2026-03-02T09:00:00.000Z",
                     *           "slipCount": 25
                     *         },
                     *         {
                     *           "month": 2,
                     *           "monthName": "February",
                     *           "fileName": "Salary Sheet 2026-02.xlsx",
                     *           "uploadedAt": "2026-03-02T09:00:00.000Z",
                     *           "slipCount": 25
                     *         }
                     *       ],
                     *       "total": 2,
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "year": 2026
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollMonths"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadSampleSalarySheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewSalarySheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The salary sheet: .xlsx, ≤ 5 MB, ≤ 10,000 rows
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Read and check a salary sheet without storing it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fileName": "Salary Sheet.xlsx",
                     *       "header": [
                     *         "Sr. No.",
                     *         "EmployeeID",
                     *         "Employee Name"
                     *       ],
                     *       "rows": [
                     *         {
                     *           "row": 2,
                     *           "cells": [
                     *             1,
                     *             "00000001",
                     *             "Asha Verma"
                     *           ]
                     *         },
                     *         {
                     *           "row": 3,
                     *           "cells": [
                     *             2,
                     *             "00000002",
                     *             "Rahul Mehta"
                     *           ]
                     *         },
                     *         {
                     *           "row": 4,
                     *           "cells": [
                     *             3,
                     *             "00000003",
                     *             "Priya Nair"
                     *           ]
                     *         }
                     *       ],
                     *       "errors": []
                     *     }
                     */
                    "application/json": components["schemas"]["SalarySheetPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    checkSalarySheetExists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
                month: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether a salary sheet was uploaded for the month. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "exists": false
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollExists"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSalarySheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
                month: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored salary sheet of a month, for the edit preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "fileName": "Salary Sheet 2026-02.xlsx",
                     *       "header": [
                     *         "Sr. No.",
                     *         "EmployeeID",
                     *         "Employee Name"
                     *       ],
                     *       "rows": [
                     *         {
                     *           "row": 2,
                     *           "cells": [
                     *             1,
                     *             "00000001",
                     *             "Asha Verma"
                     *           ]
                     *         },
                     *         {
                     *           "row": 3,
                     *           "cells": [
                     *             2,
                     *             "00000002",
                     *             "Rahul Mehta"
                     *           ]
                     *         },
                     *         {
                     *           "row": 4,
                     *           "cells": [
                     *             3,
                     *             "00000003",
                     *             "Priya Nair"
                     *           ]
                     *         }
                     *       ],
                     *       "errors": []
                     *     }
                     */
                    "application/json": components["schemas"]["SalarySheetPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replaceSalarySheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
                month: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The salary sheet: .xlsx, ≤ 5 MB, ≤ 10,000 rows
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Replace the salary sheet of a month, all or nothing. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "year": 2026,
                     *       "month": 2,
                     *       "slipCount": 25
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    uploadSalarySheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
                month: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The salary sheet: .xlsx, ≤ 5 MB, ≤ 10,000 rows
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "year": 2026,
                     *       "month": 3,
                     *       "slipCount": 25
                     *     }
                     */
                    "application/json": components["schemas"]["PayrollSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteSalarySheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
                month: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEmployeeSalarySlips: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Months of a year with a salary slip for an employee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         1,
                     *         2
                     *       ],
                     *       "total": 2,
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "year": 2026
                     *     }
                     */
                    "application/json": components["schemas"]["SalarySlipMonths"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmployeeSalarySlip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
                month: number;
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The salary slip of a month for an employee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "year": 2026,
                     *       "month": 2,
                     *       "monthName": "February",
                     *       "organizationName": "Demo Corporation",
                     *       "currency": "INR",
                     *       "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *       "employeeNumber": "00000002",
                     *       "employeeName": "Rahul Mehta",
                     *       "departmentName": "Engineering",
                     *       "designationName": "Software Engineer",
                     *       "numberOfLeaves": 2,
                     *       "daysInMonth": 28,
                     *       "workingDays": 26,
                     *       "basicSalary": 30650,
                     *       "hra": 12260,
                     *       "ga": 6130,
                     *       "otherAllowance": 12260,
                     *       "nightShiftAllowance": 0,
                     *       "actualSalary": 61300,
                     *       "esiEmployeePart": 459.75,
                     *       "esiEmployerPart": 1992.25,
                     *       "epfEmployeePart": 3678,
                     *       "epfEmployerPart": 3678,
                     *       "professionalTax": 200,
                     *       "tds": 3065,
                     *       "leaveDeductionAmount": 4378.57,
                     *       "grossSalary": 49518.68,
                     *       "bonus": 0,
                     *       "anyAdjustment": 0,
                     *       "accountNumberMasked": "•••• 7275",
                     *       "ifscCode": "HDFC0000456"
                     *     }
                     */
                    "application/json": components["schemas"]["SalarySlip"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadEmployeeSalarySlip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
                month: number;
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/pdf). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMySalarySlips: {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Months of a year with a salary slip for the signed-in employee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         1,
                     *         2
                     *       ],
                     *       "total": 2,
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "year": 2026
                     *     }
                     */
                    "application/json": components["schemas"]["SalarySlipMonths"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMySalarySlip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
                month: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The salary slip of a month for the signed-in employee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "year": 2026,
                     *       "month": 2,
                     *       "monthName": "February",
                     *       "organizationName": "Demo Corporation",
                     *       "currency": "INR",
                     *       "employeeId": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *       "employeeNumber": "00000001",
                     *       "employeeName": "Asha Verma",
                     *       "departmentName": "Administration",
                     *       "designationName": "Director",
                     *       "numberOfLeaves": 0,
                     *       "daysInMonth": 28,
                     *       "workingDays": 28,
                     *       "basicSalary": 90000,
                     *       "hra": 36000,
                     *       "ga": 18000,
                     *       "otherAllowance": 36000,
                     *       "nightShiftAllowance": 0,
                     *       "actualSalary": 180000,
                     *       "esiEmployeePart": 1350,
                     *       "esiEmployerPart": 5850,
                     *       "epfEmployeePart": 10800,
                     *       "epfEmployerPart": 10800,
                     *       "professionalTax": 200,
                     *       "tds": 9000,
                     *       "leaveDeductionAmount": 0,
                     *       "grossSalary": 158650,
                     *       "bonus": 0,
                     *       "anyAdjustment": 0,
                     *       "accountNumberMasked": "•••• 2218",
                     *       "ifscCode": "SBIN0001234"
                     *     }
                     */
                    "application/json": components["schemas"]["SalarySlip"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadMySalarySlip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
                month: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/pdf). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An employee’s documents (administrators, or the employee themself). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [],
                     *       "total": 0,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeDocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Up to 10 files of ≤ 10 MB: images, PDF, DOC or DOCX */
                    files: Blob[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "690945b1-28c3-4b57-8589-fa240a8557f5",
                     *         "name": "a.png",
                     *         "extension": "png",
                     *         "contentType": "image/png",
                     *         "url": "/api/v1/employees/d6d1347e-aafa-430f-b0e9-61dedc84a2b4/documents/690945b1-28c3-4b57-8589-fa240a8557f5/content",
                     *         "uploadedDate": "2026-03-02",
                     *         "uploadedAt": "2026-03-02T09:00:00.000Z",
                     *         "fileSize": 126
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["EmployeeDocument"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    downloadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/jpeg, image/png, image/gif, image/webp, application/pdf, application/msword, application/vnd.openxmlformats-officedocument.wordprocessingml.document). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "application/pdf": Blob;
                    "application/msword": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadEmployeePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/jpeg). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadEmployeePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description One JPEG, PNG or WebP of ≤ 2 MB
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Set the photo: one JPEG, PNG or WebP (by content) of ≤ 2 MB, stored as JPEG. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "photoVersion": "241a2760-c310-433f-b05a-e7105d540460"
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeePhoto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteEmployeePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signInTracker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackerSignInBody"];
            };
        };
        responses: {
            /** @description Sign a tracker device in with the official e-mail and tracker password. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackerSignInResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrackerConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device’s settings: screenshot mode, idle threshold, the organisation’s flags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *       "deviceId": "524c303b-239c-4d88-883f-c55ff9ee53f1",
                     *       "screenshotMode": "regular",
                     *       "titleRedactionPatterns": [
                     *         "*bank*",
                     *         "*password*"
                     *       ],
                     *       "idleThresholdSeconds": 300,
                     *       "slotSeconds": 600,
                     *       "organization": {
                     *         "timeZone": "Asia/Kolkata",
                     *         "isShiftsEnabled": false,
                     *         "isLogOffIncludedInIdle": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TrackerConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTrackerProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device employee’s projects, each with the open to-dos assigned to them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "5283e60d-db05-4a94-b3e1-43d33b2818d7",
                     *           "name": "Customer Portal Redesign",
                     *           "status": 2,
                     *           "todos": [
                     *             {
                     *               "id": "7c286591-95a8-45d3-9154-444374b9b88f",
                     *               "name": "Usage dashboard charts",
                     *               "status": 2
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "ded9ef91-5fdd-4956-b3e9-4122878464ef",
                     *           "name": "Pulse Mobile App",
                     *           "status": 2,
                     *           "todos": [
                     *             {
                     *               "id": "a9aa2a8a-c028-4d16-a977-e58d5ec6ab7c",
                     *               "name": "Biometric sign-in",
                     *               "status": 2
                     *             },
                     *             {
                     *               "id": "f3b255c5-3ddd-44c0-babd-bb3e2d7ceb8f",
                     *               "name": "Offline sync of tracked time",
                     *               "status": 2
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "total": 2,
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["TrackerProjectList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadActivityBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "batchId": "rahul-thinkpad-2026-03-02T08:50",
                 *       "intervals": [
                 *         {
                 *           "kind": "focus",
                 *           "startedAt": "2026-03-02T08:50:00.000Z",
                 *           "durationSeconds": 300,
                 *           "app": "Code",
                 *           "title": "leave-balance.ts — pulse",
                 *           "url": null,
                 *           "projectId": null,
                 *           "todoId": null
                 *         },
                 *         {
                 *           "kind": "away",
                 *           "startedAt": "2026-03-02T08:55:00.000Z",
                 *           "durationSeconds": 60
                 *         }
                 *       ],
                 *       "inputMinutes": [
                 *         {
                 *           "minuteStart": "2026-03-02T08:50:00.000Z",
                 *           "keyPresses": 96,
                 *           "mouseClicks": 12
                 *         },
                 *         {
                 *           "minuteStart": "2026-03-02T08:51:00.000Z",
                 *           "keyPresses": 143,
                 *           "mouseClicks": 7
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TrackerBatchBody"];
            };
        };
        responses: {
            /** @description Upload a batch of activity intervals and input minutes (idempotent per batchId). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "batchId": "rahul-thinkpad-2026-03-02T08:50",
                     *       "receivedAt": "2026-03-02T09:00:00.000Z",
                     *       "intervals": 2,
                     *       "inputMinutes": 2
                     *     }
                     */
                    "application/json": components["schemas"]["TrackerBatchAck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadScreenshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP, ≤ 5 MB
                     */
                    image: Blob;
                    /** @description See the operation’s description */
                    capturedAt: string;
                    /** @description See the operation’s description */
                    windowTitles?: string;
                    /** @description See the operation’s description */
                    keyPresses?: string;
                    /** @description See the operation’s description */
                    mouseClicks?: string;
                    /** @description See the operation’s description */
                    isIdle?: string;
                };
            };
        };
        responses: {
            /** @description Upload one screenshot (idempotent per capture time). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4f88d4e8-303a-4b06-9169-15ecc2d7e33e",
                     *       "capturedAt": "2026-03-02T08:55:00.000Z",
                     *       "slotStart": "2026-03-02T08:50:00.000Z",
                     *       "isBlurred": false,
                     *       "width": 320,
                     *       "height": 200
                     *     }
                     */
                    "application/json": components["schemas"]["TrackerScreenshotAck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    reportTrackerHeartbeat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "tracking",
                 *       "agentVersion": "1.4.0",
                 *       "capabilities": {
                 *         "activeWindow": {
                 *           "available": true,
                 *           "detail": "X11 active window"
                 *         },
                 *         "idle": {
                 *           "available": true,
                 *           "detail": "X11 screen saver extension"
                 *         },
                 *         "inputCounts": {
                 *           "available": true,
                 *           "detail": "libinput"
                 *         },
                 *         "screenshots": {
                 *           "available": true,
                 *           "detail": "X11 root window"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TrackerHeartbeatBody"];
            };
        };
        responses: {
            /** @description Report the agent’s state, version and capture capabilities (who is working now). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "receivedAt": "2026-03-02T09:00:00.000Z",
                     *       "heartbeatSeconds": 60,
                     *       "minimumAgentVersion": "1.0.0",
                     *       "isUpdateRequired": false
                     *     }
                     */
                    "application/json": components["schemas"]["TrackerHeartbeatAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWorkingNow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who is working now: each employee with a tracker, tracking, idle, paused or offline. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [],
                     *       "total": 0,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["WorkingNow"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOutTracker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDevices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An employee’s tracker devices (administrators, or the employee themself). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "604270c0-ead5-4728-b08e-3bb777c08b77",
                     *           "name": "contract",
                     *           "platform": "linux",
                     *           "createdAt": "2026-03-02T09:00:00.000Z",
                     *           "lastSeenAt": "2026-03-02T09:00:00.000Z",
                     *           "revokedAt": null,
                     *           "status": null
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["TrackerDeviceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
                deviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke a tracker device (administrators, or the employee themself). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "524c303b-239c-4d88-883f-c55ff9ee53f1",
                     *       "name": "contract",
                     *       "platform": "linux",
                     *       "createdAt": "2026-03-02T09:00:00.000Z",
                     *       "lastSeenAt": "2026-03-02T09:00:00.000Z",
                     *       "revokedAt": "2026-03-02T09:00:00.000Z",
                     *       "status": null
                     *     }
                     */
                    "application/json": components["schemas"]["TrackerDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPendingDeviceAuthorization: {
        parameters: {
            query: {
                userCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A code waiting for the signed-in employee’s decision: the device as the agent reported it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userCode": "WVVN-SHQD",
                     *       "deviceName": "Rahul’s ThinkPad",
                     *       "platform": "linux",
                     *       "requestedAt": "2026-03-02T09:00:00.000Z",
                     *       "expiresAt": "2026-03-02T09:10:00.000Z",
                     *       "status": "pending"
                     *     }
                     */
                    "application/json": components["schemas"]["DeviceAuthorizationRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestDeviceAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceAuthorizationBody"];
            };
        };
        responses: {
            /** @description Sign-in by code (RFC 8628): ask for a code for the employee to approve in Pulse. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceAuthorization"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    pollDeviceAuthorizationToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceTokenBody"];
            };
        };
        responses: {
            /** @description Sign-in by code: poll for the device token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackerSignInResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveDeviceAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userCode": "SLSM-JDFZ"
                 *     }
                 */
                "application/json": components["schemas"]["UserCodeBody"];
            };
        };
        responses: {
            /** @description Approve a code: the tracker that asked for it signs in as the signed-in employee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userCode": "SLSM-JDFZ",
                     *       "deviceName": "Rahul’s ThinkPad",
                     *       "platform": "linux",
                     *       "requestedAt": "2026-03-02T09:00:00.000Z",
                     *       "expiresAt": "2026-03-02T09:10:00.000Z",
                     *       "status": "approved"
                     *     }
                     */
                    "application/json": components["schemas"]["DeviceAuthorizationRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    denyDeviceAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userCode": "ZVMB-VJHX"
                 *     }
                 */
                "application/json": components["schemas"]["UserCodeBody"];
            };
        };
        responses: {
            /** @description Deny a code: the tracker that asked for it is told so and signs nobody in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "userCode": "ZVMB-VJHX",
                     *       "deviceName": "Rahul’s ThinkPad",
                     *       "platform": "linux",
                     *       "requestedAt": "2026-03-02T09:00:00.000Z",
                     *       "expiresAt": "2026-03-02T09:10:00.000Z",
                     *       "status": "denied"
                     *     }
                     */
                    "application/json": components["schemas"]["DeviceAuthorizationRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrackerSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Tracker page: the agent package this server offers, the screenshot mode and privacy settings that apply to the caller, and how many devices they have. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "agent": null,
                     *       "screenshotMode": "regular",
                     *       "organizationScreenshotMode": "regular",
                     *       "isScreenshotModeOwn": false,
                     *       "screenshotRetentionDays": 90,
                     *       "hasTitleRedaction": true,
                     *       "canEmployeesDeleteScreenshots": true,
                     *       "activeDeviceCount": 0
                     *     }
                     */
                    "application/json": components["schemas"]["TrackerSetup"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadTrackerPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/gzip). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": Blob;
                };
            };
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTimeSheet: {
        parameters: {
            query: {
                date: string;
                isActive?: string;
                employeeId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The time sheet of a day: a row per employee who tracked time, and the employees to choose from (an employee gets only their own). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "date": "2026-03-02",
                     *       "rows": [],
                     *       "employees": [
                     *         {
                     *           "employeeId": "658e7f55-c842-4fef-bf55-fafcd96b97a1",
                     *           "employeeCode": "DEMO-EMP-3-00000014",
                     *           "name": "Aditya Joshi"
                     *         },
                     *         {
                     *           "employeeId": "e7b67471-c06e-46ee-8b89-6947dabb912c",
                     *           "employeeCode": "DEMO-EMP-1-00000024",
                     *           "name": "Aman Chopra"
                     *         },
                     *         {
                     *           "employeeId": "7696297f-cbda-4d0d-a1ba-546e40845c4b",
                     *           "employeeCode": "DEMO-EMP-3-00000011",
                     *           "name": "Ananya Das"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TimeSheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getActivityDay: {
        parameters: {
            query: {
                date: string;
                employeeCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One employee’s day: totals, hours of 6 slots with screenshot URLs, window usage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "date": "2026-03-02",
                     *       "employee": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma",
                     *         "employeeCode": "DEMO-EMP-1-00000001"
                     *       },
                     *       "includeLogOffInIdle": false,
                     *       "totals": {
                     *         "hoursWorkedMinutes": 0,
                     *         "idleMinutes": 0,
                     *         "actualWorkMinutes": 0,
                     *         "trackedMinutes": 0,
                     *         "awayMinutes": 0,
                     *         "logOffMinutes": 0
                     *       },
                     *       "hours": [],
                     *       "windowUsage": [],
                     *       "productivity": {
                     *         "seconds": {
                     *           "productive": 0,
                     *           "neutral": 0,
                     *           "unproductive": 0,
                     *           "uncategorised": 0
                     *         },
                     *         "percents": {
                     *           "productive": 0,
                     *           "neutral": 0,
                     *           "unproductive": 0,
                     *           "uncategorised": 0
                     *         },
                     *         "focusedSeconds": 0
                     *       },
                     *       "manualTime": {
                     *         "totalMinutes": 0,
                     *         "entries": []
                     *       },
                     *       "pausedIntervals": [],
                     *       "canDeleteScreenshots": true
                     *     }
                     */
                    "application/json": components["schemas"]["DayActivity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadScreenshot: {
        parameters: {
            query?: {
                v?: string;
            };
            header?: never;
            path: {
                screenshotId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/jpeg, image/png, image/webp). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadScreenshotThumbnail: {
        parameters: {
            query?: {
                v?: string;
            };
            header?: never;
            path: {
                screenshotId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/jpeg, image/png, image/webp). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/webp": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReport: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                employeeId?: string | "";
                projectId?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Report by employee and week with weekly totals and a grand total (all or one employee; all projects or one project’s attributed time). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "startDate": "2026-03-02",
                     *       "endDate": "2026-03-02",
                     *       "employees": [],
                     *       "grandTotal": {
                     *         "hoursWorkedMinutes": 0,
                     *         "idleMinutes": 0,
                     *         "actualWorkMinutes": 0,
                     *         "manualMinutes": 0
                     *       },
                     *       "project": null
                     *     }
                     */
                    "application/json": components["schemas"]["Report"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportReport: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                employeeId: string;
                projectId?: string | "";
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportAllReports: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                employeeId?: string | "";
                projectId?: string | "";
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listActivityCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation’s application and website categories with their rules, in listed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "41d691b7-c1ac-48d1-9d80-3603b11fe723",
                     *           "name": "Development",
                     *           "productivity": "productive",
                     *           "sortOrder": 0,
                     *           "rules": [
                     *             {
                     *               "id": "8d9a0d57-275b-4f4a-ad6a-1d99c9c39c0b",
                     *               "kind": "app",
                     *               "pattern": "Alacritty"
                     *             },
                     *             {
                     *               "id": "f83bb775-967f-4b3a-9ade-f0284c42c4dd",
                     *               "kind": "app",
                     *               "pattern": "Android Studio"
                     *             },
                     *             {
                     *               "id": "325b543d-8177-48f7-af15-45da1062c324",
                     *               "kind": "app",
                     *               "pattern": "Code"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "0b60ff7e-3186-458b-a183-d05ba6db4340",
                     *           "name": "Communication",
                     *           "productivity": "neutral",
                     *           "sortOrder": 1,
                     *           "rules": [
                     *             {
                     *               "id": "2532353e-1ca6-4920-a2ba-5fd3e7ff34a4",
                     *               "kind": "app",
                     *               "pattern": "Mail"
                     *             },
                     *             {
                     *               "id": "5c2b86a4-4c20-4aec-81a1-c9bb6c608c4b",
                     *               "kind": "app",
                     *               "pattern": "Microsoft Outlook"
                     *             },
                     *             {
                     *               "id": "61257007-0346-4343-b706-9006f7a32389",
                     *               "kind": "app",
                     *               "pattern": "Microsoft Teams"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "399a04ff-f160-4ba4-a4b5-ac190a05f505",
                     *           "name": "Documentation & Office",
                     *           "productivity": "productive",
                     *           "sortOrder": 2,
                     *           "rules": [
                     *             {
                     *               "id": "c92bf061-9c1d-4666-8f2f-73b5f4c6c7ec",
                     *               "kind": "app",
                     *               "pattern": "LibreOffice"
                     *             },
                     *             {
                     *               "id": "48e00357-d6de-4ae4-9e90-7bd0cdc97638",
                     *               "kind": "app",
                     *               "pattern": "Microsoft Excel"
                     *             },
                     *             {
                     *               "id": "e2b5ed2f-75e9-4979-b94a-97b577940d40",
                     *               "kind": "app",
                     *               "pattern": "Microsoft PowerPoint"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "total": 8,
                     *       "page": 1,
                     *       "pageSize": 8,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["ActivityCategoryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createActivityCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Design tools",
                 *       "productivity": "productive"
                 *     }
                 */
                "application/json": components["schemas"]["ActivityCategoryBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a554b9c4-7bd1-46a3-bfbc-2ecea947a20d",
                     *       "name": "Design tools",
                     *       "productivity": "productive",
                     *       "sortOrder": 8,
                     *       "rules": []
                     *     }
                     */
                    "application/json": components["schemas"]["ActivityCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateActivityCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Development",
                 *       "productivity": "neutral"
                 *     }
                 */
                "application/json": components["schemas"]["ActivityCategoryBody"];
            };
        };
        responses: {
            /** @description Rename a category or change its productivity level. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "41d691b7-c1ac-48d1-9d80-3603b11fe723",
                     *       "name": "Development",
                     *       "productivity": "neutral",
                     *       "sortOrder": 0,
                     *       "rules": [
                     *         {
                     *           "id": "8d9a0d57-275b-4f4a-ad6a-1d99c9c39c0b",
                     *           "kind": "app",
                     *           "pattern": "Alacritty"
                     *         },
                     *         {
                     *           "id": "f83bb775-967f-4b3a-9ade-f0284c42c4dd",
                     *           "kind": "app",
                     *           "pattern": "Android Studio"
                     *         },
                     *         {
                     *           "id": "325b543d-8177-48f7-af15-45da1062c324",
                     *           "kind": "app",
                     *           "pattern": "Code"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ActivityCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteActivityCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createActivityCategoryRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "domain",
                 *       "pattern": "figma.com"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    kind: "app" | "title" | "domain" | "regex";
                    pattern: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0c6fe6b3-1ffc-431a-beae-224ac8d0e887",
                     *       "kind": "domain",
                     *       "pattern": "figma.com"
                     *     }
                     */
                    "application/json": components["schemas"]["CategoryRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteActivityCategoryRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductivityReport: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                employeeId?: string | "";
                projectId?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Productive, neutral, unproductive and uncategorised focused time per employee and day, by today’s rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "startDate": "2026-03-02",
                     *       "endDate": "2026-03-02",
                     *       "project": null,
                     *       "employees": [],
                     *       "grandTotal": {
                     *         "seconds": {
                     *           "productive": 0,
                     *           "neutral": 0,
                     *           "unproductive": 0,
                     *           "uncategorised": 0
                     *         },
                     *         "percents": {
                     *           "productive": 0,
                     *           "neutral": 0,
                     *           "unproductive": 0,
                     *           "uncategorised": 0
                     *         },
                     *         "focusedSeconds": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProductivityReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAttendanceToday: {
        parameters: {
            query?: {
                employeeId?: string;
                workDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current work day, shift and record of an employee, and whether Save is allowed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employeeId": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *       "workDate": "2026-03-02",
                     *       "shift": 1,
                     *       "record": null,
                     *       "canSave": true,
                     *       "serverTime": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["AttendanceToday"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                 *       "workDate": "2026-03-02",
                 *       "inTime": "2026-03-02T03:45:00.000Z",
                 *       "outTime": null
                 *     }
                 */
                "application/json": components["schemas"]["MarkAttendanceBody"];
            };
        };
        responses: {
            /** @description Mark attendance: insert the day’s record, or set its out time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9119bab7-32ee-44ec-8ceb-ae15e01ae994",
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "workDate": "2026-03-02",
                     *       "day": "Monday",
                     *       "shift": 1,
                     *       "inTime": "2026-03-02T03:45:00.000Z",
                     *       "outTime": null,
                     *       "state": "open"
                     *     }
                     */
                    "application/json": components["schemas"]["AttendanceRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAttendance: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                employeeIds?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attendance records, newest day first, 20 per page by default. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "06d21e46-5b77-4242-9a9b-36f4805fab3b",
                     *           "employee": {
                     *             "id": "658e7f55-c842-4fef-bf55-fafcd96b97a1",
                     *             "name": "Aditya Joshi",
                     *             "employeeCode": "DEMO-EMP-3-00000014"
                     *           },
                     *           "workDate": "2026-02-27",
                     *           "day": "Friday",
                     *           "shift": 1,
                     *           "inTime": "2026-02-27T03:23:00.000Z",
                     *           "outTime": "2026-02-27T12:28:00.000Z",
                     *           "state": "complete"
                     *         },
                     *         {
                     *           "id": "6f19dc10-2fa0-4a70-9cff-7f2174b4a4d2",
                     *           "employee": {
                     *             "id": "e7b67471-c06e-46ee-8b89-6947dabb912c",
                     *             "name": "Aman Chopra",
                     *             "employeeCode": "DEMO-EMP-1-00000024"
                     *           },
                     *           "workDate": "2026-02-27",
                     *           "day": "Friday",
                     *           "shift": 1,
                     *           "inTime": "2026-02-27T03:19:00.000Z",
                     *           "outTime": "2026-02-27T12:00:00.000Z",
                     *           "state": "complete"
                     *         },
                     *         {
                     *           "id": "191f6b25-fd9b-4af1-82be-a33529d6047a",
                     *           "employee": {
                     *             "id": "7696297f-cbda-4d0d-a1ba-546e40845c4b",
                     *             "name": "Ananya Das",
                     *             "employeeCode": "DEMO-EMP-3-00000011"
                     *           },
                     *           "workDate": "2026-02-27",
                     *           "day": "Friday",
                     *           "shift": 1,
                     *           "inTime": "2026-02-27T03:52:00.000Z",
                     *           "outTime": "2026-02-27T13:06:00.000Z",
                     *           "state": "complete"
                     *         }
                     *       ],
                     *       "total": 223,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "totalPages": 12,
                     *       "next": "/api/v1/attendance?page=2"
                     *     }
                     */
                    "application/json": components["schemas"]["AttendancePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportAttendance: {
        parameters: {
            query?: {
                employeeIds?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's notifications, newest first, 50 a page by default (the bell's). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "a1d8bd52-c4a1-4585-ba76-d00dd8c6446a",
                     *           "event": "applied",
                     *           "recipientRole": 1,
                     *           "description": "Arjun Rao applied to you for leave on 09-Mar-2026.",
                     *           "sentBy": {
                     *             "id": "d22c7cd6-9ec3-4e20-8a35-0c0bc26746b5",
                     *             "name": "Arjun Rao"
                     *           },
                     *           "leaveId": "acc5bc44-c9a8-4c01-822e-c10a1d6e1793",
                     *           "projectId": null,
                     *           "createdAt": "2026-03-02T05:00:00.000Z",
                     *           "isViewed": false
                     *         },
                     *         {
                     *           "id": "fc25c503-078a-414a-aeb3-9173012b19fb",
                     *           "event": "applied",
                     *           "recipientRole": 1,
                     *           "description": "Rahul Mehta applied to you for leave on 26-Mar-2026.",
                     *           "sentBy": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta"
                     *           },
                     *           "leaveId": "e81ad0a0-7619-4be8-92bd-cb8753604ba1",
                     *           "projectId": null,
                     *           "createdAt": "2026-03-01T23:00:00.000Z",
                     *           "isViewed": false
                     *         },
                     *         {
                     *           "id": "d35be320-af05-4179-a779-cd3f7587ba38",
                     *           "event": "applied",
                     *           "recipientRole": 1,
                     *           "description": "Rahul Mehta applied to you for leave from 12-Mar-2026 to 13-Mar-2026.",
                     *           "sentBy": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta"
                     *           },
                     *           "leaveId": "453b2b1e-df8f-4cc2-9f1d-3dcba83a8eff",
                     *           "projectId": null,
                     *           "createdAt": "2026-03-01T22:00:00.000Z",
                     *           "isViewed": false
                     *         }
                     *       ],
                     *       "total": 3,
                     *       "page": 1,
                     *       "pageSize": 50,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "hasUnread": true
                     *     }
                     */
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markNotificationsViewed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marks all the caller's unread notifications viewed; answers the list's first page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "a1d8bd52-c4a1-4585-ba76-d00dd8c6446a",
                     *           "event": "applied",
                     *           "recipientRole": 1,
                     *           "description": "Arjun Rao applied to you for leave on 09-Mar-2026.",
                     *           "sentBy": {
                     *             "id": "d22c7cd6-9ec3-4e20-8a35-0c0bc26746b5",
                     *             "name": "Arjun Rao"
                     *           },
                     *           "leaveId": "acc5bc44-c9a8-4c01-822e-c10a1d6e1793",
                     *           "projectId": null,
                     *           "createdAt": "2026-03-02T05:00:00.000Z",
                     *           "isViewed": true
                     *         },
                     *         {
                     *           "id": "fc25c503-078a-414a-aeb3-9173012b19fb",
                     *           "event": "applied",
                     *           "recipientRole": 1,
                     *           "description": "Rahul Mehta applied to you for leave on 26-Mar-2026.",
                     *           "sentBy": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta"
                     *           },
                     *           "leaveId": "e81ad0a0-7619-4be8-92bd-cb8753604ba1",
                     *           "projectId": null,
                     *           "createdAt": "2026-03-01T23:00:00.000Z",
                     *           "isViewed": true
                     *         },
                     *         {
                     *           "id": "d35be320-af05-4179-a779-cd3f7587ba38",
                     *           "event": "applied",
                     *           "recipientRole": 1,
                     *           "description": "Rahul Mehta applied to you for leave from 12-Mar-2026 to 13-Mar-2026.",
                     *           "sentBy": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta"
                     *           },
                     *           "leaveId": "453b2b1e-df8f-4cc2-9f1d-3dcba83a8eff",
                     *           "projectId": null,
                     *           "createdAt": "2026-03-01T22:00:00.000Z",
                     *           "isViewed": true
                     *         }
                     *       ],
                     *       "total": 3,
                     *       "page": 1,
                     *       "pageSize": 50,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "hasUnread": false
                     *     }
                     */
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOutboxMails: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation's mail, newest first, 20 per page by default (administrators). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [],
                     *       "total": 0,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "failedCount": 0
                     *     }
                     */
                    "application/json": components["schemas"]["OutboxPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sends a failed mail again: pending, its attempts afresh (administrators). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendFailedMails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sends every failed mail of the organisation again; answers how many (administrators). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resent": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ResentMails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadMailAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv, application/pdf). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "text/csv": Blob;
                    "application/pdf": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEmployeeLeaves: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                employeeIds?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Leaves of the chosen employees overlapping a date range (default: this year), 20 a page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "d0572ea5-10ef-4a23-b260-b5ec9487e496",
                     *           "employee": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta",
                     *             "employeeCode": "DEMO-EMP-2-00000002"
                     *           },
                     *           "appliedBy": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta",
                     *             "employeeCode": "DEMO-EMP-2-00000002"
                     *           },
                     *           "managers": [
                     *             {
                     *               "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *               "name": "Asha Verma",
                     *               "employeeCode": "DEMO-EMP-1-00000001"
                     *             }
                     *           ],
                     *           "leaveType": 1,
                     *           "leaveTypeName": "Full Day",
                     *           "fromDate": "2026-04-06",
                     *           "toDate": "2026-04-08",
                     *           "description": "Trip to Goa",
                     *           "status": 4,
                     *           "statusName": "Cancelled",
                     *           "decidedBy": null,
                     *           "leavesApplied": 3,
                     *           "actions": [],
                     *           "createdAt": "2026-03-02T02:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "e81ad0a0-7619-4be8-92bd-cb8753604ba1",
                     *           "employee": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta",
                     *             "employeeCode": "DEMO-EMP-2-00000002"
                     *           },
                     *           "appliedBy": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta",
                     *             "employeeCode": "DEMO-EMP-2-00000002"
                     *           },
                     *           "managers": [
                     *             {
                     *               "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *               "name": "Asha Verma",
                     *               "employeeCode": "DEMO-EMP-1-00000001"
                     *             }
                     *           ],
                     *           "leaveType": 2,
                     *           "leaveTypeName": "Half Day",
                     *           "fromDate": "2026-03-26",
                     *           "toDate": "2026-03-26",
                     *           "description": "Bank appointment in the morning",
                     *           "status": 1,
                     *           "statusName": "Pending",
                     *           "decidedBy": null,
                     *           "leavesApplied": 0.5,
                     *           "actions": [
                     *             "approve",
                     *             "reject"
                     *           ],
                     *           "createdAt": "2026-03-01T23:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "55e694d5-9697-4134-a34c-fb23cc9e7646",
                     *           "employee": {
                     *             "id": "b2685319-7c8d-43a7-8903-98a26902dd82",
                     *             "name": "Karan Malhotra",
                     *             "employeeCode": "DEMO-EMP-2-00000008"
                     *           },
                     *           "appliedBy": {
                     *             "id": "b2685319-7c8d-43a7-8903-98a26902dd82",
                     *             "name": "Karan Malhotra",
                     *             "employeeCode": "DEMO-EMP-2-00000008"
                     *           },
                     *           "managers": [
                     *             {
                     *               "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *               "name": "Asha Verma",
                     *               "employeeCode": "DEMO-EMP-1-00000001"
                     *             }
                     *           ],
                     *           "leaveType": 1,
                     *           "leaveTypeName": "Full Day",
                     *           "fromDate": "2026-03-17",
                     *           "toDate": "2026-03-17",
                     *           "description": "Cricket match",
                     *           "status": 3,
                     *           "statusName": "Rejected",
                     *           "decidedBy": {
                     *             "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *             "name": "Asha Verma",
                     *             "employeeCode": "DEMO-EMP-1-00000001"
                     *           },
                     *           "leavesApplied": 1,
                     *           "actions": [],
                     *           "createdAt": "2026-03-02T07:00:00.000Z"
                     *         }
                     *       ],
                     *       "total": 12,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["LeavePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyLeaves: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s own leaves, newest first, 20 a page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [],
                     *       "total": 0,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["LeavePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLeavesForApproval: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Leaves whose chosen managers include the caller, of one status or all, newest first, 20 a page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "d0572ea5-10ef-4a23-b260-b5ec9487e496",
                     *           "employee": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta",
                     *             "employeeCode": "DEMO-EMP-2-00000002"
                     *           },
                     *           "appliedBy": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta",
                     *             "employeeCode": "DEMO-EMP-2-00000002"
                     *           },
                     *           "managers": [
                     *             {
                     *               "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *               "name": "Asha Verma",
                     *               "employeeCode": "DEMO-EMP-1-00000001"
                     *             }
                     *           ],
                     *           "leaveType": 1,
                     *           "leaveTypeName": "Full Day",
                     *           "fromDate": "2026-04-06",
                     *           "toDate": "2026-04-08",
                     *           "description": "Trip to Goa",
                     *           "status": 4,
                     *           "statusName": "Cancelled",
                     *           "decidedBy": null,
                     *           "leavesApplied": 3,
                     *           "actions": [],
                     *           "createdAt": "2026-03-02T02:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "e81ad0a0-7619-4be8-92bd-cb8753604ba1",
                     *           "employee": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta",
                     *             "employeeCode": "DEMO-EMP-2-00000002"
                     *           },
                     *           "appliedBy": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta",
                     *             "employeeCode": "DEMO-EMP-2-00000002"
                     *           },
                     *           "managers": [
                     *             {
                     *               "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *               "name": "Asha Verma",
                     *               "employeeCode": "DEMO-EMP-1-00000001"
                     *             }
                     *           ],
                     *           "leaveType": 2,
                     *           "leaveTypeName": "Half Day",
                     *           "fromDate": "2026-03-26",
                     *           "toDate": "2026-03-26",
                     *           "description": "Bank appointment in the morning",
                     *           "status": 1,
                     *           "statusName": "Pending",
                     *           "decidedBy": null,
                     *           "leavesApplied": 0.5,
                     *           "actions": [
                     *             "approve",
                     *             "reject"
                     *           ],
                     *           "createdAt": "2026-03-01T23:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "55e694d5-9697-4134-a34c-fb23cc9e7646",
                     *           "employee": {
                     *             "id": "b2685319-7c8d-43a7-8903-98a26902dd82",
                     *             "name": "Karan Malhotra",
                     *             "employeeCode": "DEMO-EMP-2-00000008"
                     *           },
                     *           "appliedBy": {
                     *             "id": "b2685319-7c8d-43a7-8903-98a26902dd82",
                     *             "name": "Karan Malhotra",
                     *             "employeeCode": "DEMO-EMP-2-00000008"
                     *           },
                     *           "managers": [
                     *             {
                     *               "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *               "name": "Asha Verma",
                     *               "employeeCode": "DEMO-EMP-1-00000001"
                     *             }
                     *           ],
                     *           "leaveType": 1,
                     *           "leaveTypeName": "Full Day",
                     *           "fromDate": "2026-03-17",
                     *           "toDate": "2026-03-17",
                     *           "description": "Cricket match",
                     *           "status": 3,
                     *           "statusName": "Rejected",
                     *           "decidedBy": {
                     *             "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *             "name": "Asha Verma",
                     *             "employeeCode": "DEMO-EMP-1-00000001"
                     *           },
                     *           "leavesApplied": 1,
                     *           "actions": [],
                     *           "createdAt": "2026-03-02T07:00:00.000Z"
                     *         }
                     *       ],
                     *       "total": 9,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["LeavePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeaveSummary: {
        parameters: {
            query?: {
                employeeId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Leaves taken, entitled and pending this year (own; an admin any employee). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employeeId": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *       "year": 2026,
                     *       "fullDays": 0,
                     *       "halfDays": 0,
                     *       "taken": 0,
                     *       "entitled": 20,
                     *       "pending": 20
                     *     }
                     */
                    "application/json": components["schemas"]["LeaveSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One leave with the applicant’s leaves taken this year (applicant, chosen managers, admins). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "d0572ea5-10ef-4a23-b260-b5ec9487e496",
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "appliedBy": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "managers": [
                     *         {
                     *           "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *           "name": "Asha Verma",
                     *           "employeeCode": "DEMO-EMP-1-00000001"
                     *         }
                     *       ],
                     *       "leaveType": 1,
                     *       "leaveTypeName": "Full Day",
                     *       "fromDate": "2026-04-06",
                     *       "toDate": "2026-04-08",
                     *       "description": "Trip to Goa",
                     *       "status": 4,
                     *       "statusName": "Cancelled",
                     *       "decidedBy": null,
                     *       "leavesApplied": 3,
                     *       "actions": [],
                     *       "createdAt": "2026-03-02T02:00:00.000Z",
                     *       "overallLeavesTaken": 2
                     *     }
                     */
                    "application/json": components["schemas"]["LeaveDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    applyLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                 *       "fromDate": "2026-06-11",
                 *       "toDate": "2026-06-12",
                 *       "leaveType": 1,
                 *       "managerIds": [
                 *         "f62f03c5-aaaf-49dc-892f-80f1c42d76bc"
                 *       ],
                 *       "description": "Cousin’s wedding in Jaipur"
                 *     }
                 */
                "application/json": components["schemas"]["ApplyLeaveBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6108411c-ec80-44d5-8095-8114d5ad5198",
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "appliedBy": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma",
                     *         "employeeCode": "DEMO-EMP-1-00000001"
                     *       },
                     *       "managers": [
                     *         {
                     *           "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *           "name": "Asha Verma",
                     *           "employeeCode": "DEMO-EMP-1-00000001"
                     *         }
                     *       ],
                     *       "leaveType": 1,
                     *       "leaveTypeName": "Full Day",
                     *       "fromDate": "2026-06-11",
                     *       "toDate": "2026-06-12",
                     *       "description": "Cousin’s wedding in Jaipur",
                     *       "status": 1,
                     *       "statusName": "Pending",
                     *       "decidedBy": null,
                     *       "leavesApplied": 2,
                     *       "actions": [
                     *         "approve",
                     *         "reject"
                     *       ],
                     *       "createdAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Leave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approve a pending leave (a chosen manager or an admin, never the applicant). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "e81ad0a0-7619-4be8-92bd-cb8753604ba1",
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "appliedBy": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "managers": [
                     *         {
                     *           "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *           "name": "Asha Verma",
                     *           "employeeCode": "DEMO-EMP-1-00000001"
                     *         }
                     *       ],
                     *       "leaveType": 2,
                     *       "leaveTypeName": "Half Day",
                     *       "fromDate": "2026-03-26",
                     *       "toDate": "2026-03-26",
                     *       "description": "Bank appointment in the morning",
                     *       "status": 2,
                     *       "statusName": "Approved",
                     *       "decidedBy": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma",
                     *         "employeeCode": "DEMO-EMP-1-00000001"
                     *       },
                     *       "leavesApplied": 0.5,
                     *       "actions": [
                     *         "reject"
                     *       ],
                     *       "createdAt": "2026-03-01T23:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Leave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reject a pending or approved leave (a chosen manager or an admin, never the applicant). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "e81ad0a0-7619-4be8-92bd-cb8753604ba1",
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "appliedBy": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "managers": [
                     *         {
                     *           "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *           "name": "Asha Verma",
                     *           "employeeCode": "DEMO-EMP-1-00000001"
                     *         }
                     *       ],
                     *       "leaveType": 2,
                     *       "leaveTypeName": "Half Day",
                     *       "fromDate": "2026-03-26",
                     *       "toDate": "2026-03-26",
                     *       "description": "Bank appointment in the morning",
                     *       "status": 3,
                     *       "statusName": "Rejected",
                     *       "decidedBy": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma",
                     *         "employeeCode": "DEMO-EMP-1-00000001"
                     *       },
                     *       "leavesApplied": 0.5,
                     *       "actions": [],
                     *       "createdAt": "2026-03-01T23:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Leave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancel one’s own pending or approved leave that has not ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6a338d8f-8f56-4d68-8832-3e4dae3d1c4f",
                     *       "employee": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma",
                     *         "employeeCode": "DEMO-EMP-1-00000001"
                     *       },
                     *       "appliedBy": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma",
                     *         "employeeCode": "DEMO-EMP-1-00000001"
                     *       },
                     *       "managers": [
                     *         {
                     *           "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *           "name": "Rahul Mehta",
                     *           "employeeCode": "DEMO-EMP-2-00000002"
                     *         }
                     *       ],
                     *       "leaveType": 1,
                     *       "leaveTypeName": "Full Day",
                     *       "fromDate": "2026-06-11",
                     *       "toDate": "2026-06-12",
                     *       "description": "Cousin’s wedding in Jaipur",
                     *       "status": 4,
                     *       "statusName": "Cancelled",
                     *       "decidedBy": null,
                     *       "leavesApplied": 2,
                     *       "actions": [],
                     *       "createdAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Leave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markLeavePresent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mark a Marked Absent day as present (admin). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "e8c68383-12eb-4ba2-ae16-dcba0e28a4d7",
                     *       "employee": {
                     *         "id": "6e987fba-8596-465a-9b42-020f594bca5f",
                     *         "name": "Vikram Singh",
                     *         "employeeCode": "DEMO-EMP-2-00000004"
                     *       },
                     *       "appliedBy": null,
                     *       "managers": [],
                     *       "leaveType": 1,
                     *       "leaveTypeName": "Full Day",
                     *       "fromDate": "2026-02-25",
                     *       "toDate": "2026-02-25",
                     *       "description": "Marked absent: no attendance, tracked time or leave",
                     *       "status": 6,
                     *       "statusName": "Marked Present",
                     *       "decidedBy": null,
                     *       "leavesApplied": 1,
                     *       "actions": [],
                     *       "createdAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Leave"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchEmployeeDirectory: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active employees whose name or employee code contains the query, by name, 20 a page by default. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "658e7f55-c842-4fef-bf55-fafcd96b97a1",
                     *           "name": "Aditya Joshi",
                     *           "employeeCode": "DEMO-EMP-3-00000014"
                     *         },
                     *         {
                     *           "id": "e7b67471-c06e-46ee-8b89-6947dabb912c",
                     *           "name": "Aman Chopra",
                     *           "employeeCode": "DEMO-EMP-1-00000024"
                     *         },
                     *         {
                     *           "id": "7696297f-cbda-4d0d-a1ba-546e40845c4b",
                     *           "name": "Ananya Das",
                     *           "employeeCode": "DEMO-EMP-3-00000011"
                     *         }
                     *       ],
                     *       "total": 25,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "totalPages": 2,
                     *       "next": "/api/v1/employee-directory?page=2"
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeDirectory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAttendanceRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Working days and the hour after which a past working day is checked for absence. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "workingDays": [
                     *         1,
                     *         2,
                     *         3
                     *       ],
                     *       "absentCheckHour": 2
                     *     }
                     */
                    "application/json": components["schemas"]["AttendanceRules"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAttendanceRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "workingDays": [
                 *         1,
                 *         2,
                 *         3,
                 *         4,
                 *         5
                 *       ],
                 *       "absentCheckHour": 11
                 *     }
                 */
                "application/json": components["schemas"]["AttendanceRulesInput"];
            };
        };
        responses: {
            /** @description Change the working days and the absent check hour. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "workingDays": [
                     *         1,
                     *         2,
                     *         3
                     *       ],
                     *       "absentCheckHour": 11
                     *     }
                     */
                    "application/json": components["schemas"]["AttendanceRules"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getManualTimeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s projects and open to-dos to attribute manual time to, and whether they decide requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "projects": [],
                     *       "canDecide": true,
                     *       "pendingToDecide": 0,
                     *       "autoApproveMinutes": null
                     *     }
                     */
                    "application/json": components["schemas"]["ManualTimeOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listManualTime: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "pending" | "approved" | "denied";
                scope?: "mine" | "to-decide";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Requests of one status: the caller’s own (scope=mine) or those they may decide (scope=to-decide), 20 a page by default. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [],
                     *       "total": 0,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["ManualTimePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createManualTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-02-27",
                 *       "from": "19:00",
                 *       "to": "20:00",
                 *       "projectId": null,
                 *       "todoId": null,
                 *       "isProductive": true,
                 *       "reason": "Release call with the client from home"
                 *     }
                 */
                "application/json": components["schemas"]["CreateManualTimeBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "07c70b3f-9eb0-456b-b83a-8b82a57952ab",
                     *       "employee": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma",
                     *         "employeeCode": "DEMO-EMP-1-00000001"
                     *       },
                     *       "date": "2026-02-27",
                     *       "from": "19:00",
                     *       "to": "20:00",
                     *       "startedAt": "2026-02-27T13:30:00.000Z",
                     *       "endedAt": "2026-02-27T14:30:00.000Z",
                     *       "minutes": 60,
                     *       "project": null,
                     *       "todo": null,
                     *       "isProductive": true,
                     *       "reason": "Release call with the client from home",
                     *       "status": "pending",
                     *       "statusName": "Pending",
                     *       "decidedBy": null,
                     *       "decidedAt": null,
                     *       "decisionNote": null,
                     *       "actions": [
                     *         "delete"
                     *       ],
                     *       "createdAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ManualTimeRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getManualTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One request (its employee, its deciders). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "afa4c851-1483-4e8b-a1b2-b0fca98c3468",
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "date": "2026-02-27",
                     *       "from": "19:00",
                     *       "to": "20:00",
                     *       "startedAt": "2026-02-27T13:30:00.000Z",
                     *       "endedAt": "2026-02-27T14:30:00.000Z",
                     *       "minutes": 60,
                     *       "project": null,
                     *       "todo": null,
                     *       "isProductive": true,
                     *       "reason": "Release call with the client from home",
                     *       "status": "pending",
                     *       "statusName": "Pending",
                     *       "decidedBy": null,
                     *       "decidedAt": null,
                     *       "decisionNote": null,
                     *       "actions": [
                     *         "approve",
                     *         "deny"
                     *       ],
                     *       "createdAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ManualTimeRequest"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteManualTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveManualTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Thanks for logging the client visit."
                 *     }
                 */
                "application/json": components["schemas"]["ApproveManualTimeBody"];
            };
        };
        responses: {
            /** @description Approve a pending request (a manager of its project or an administrator, never its employee). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "19e0150a-7f1b-43b9-a07c-181ef59b77a1",
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "date": "2026-02-27",
                     *       "from": "19:00",
                     *       "to": "20:00",
                     *       "startedAt": "2026-02-27T13:30:00.000Z",
                     *       "endedAt": "2026-02-27T14:30:00.000Z",
                     *       "minutes": 60,
                     *       "project": null,
                     *       "todo": null,
                     *       "isProductive": true,
                     *       "reason": "Release call with the client from home",
                     *       "status": "approved",
                     *       "statusName": "Approved",
                     *       "decidedBy": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma",
                     *         "employeeCode": "DEMO-EMP-1-00000001"
                     *       },
                     *       "decidedAt": "2026-03-02T09:00:00.000Z",
                     *       "decisionNote": "Thanks for logging the client visit.",
                     *       "actions": [],
                     *       "createdAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ManualTimeRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    denyManualTime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "This time is already in your tracked hours."
                 *     }
                 */
                "application/json": components["schemas"]["DenyManualTimeBody"];
            };
        };
        responses: {
            /** @description Deny a pending request with a note (a manager of its project or an administrator). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3e82e0ff-6fa3-47df-a640-3f3556b236ad",
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "name": "Rahul Mehta",
                     *         "employeeCode": "DEMO-EMP-2-00000002"
                     *       },
                     *       "date": "2026-02-27",
                     *       "from": "19:00",
                     *       "to": "20:00",
                     *       "startedAt": "2026-02-27T13:30:00.000Z",
                     *       "endedAt": "2026-02-27T14:30:00.000Z",
                     *       "minutes": 60,
                     *       "project": null,
                     *       "todo": null,
                     *       "isProductive": true,
                     *       "reason": "Release call with the client from home",
                     *       "status": "denied",
                     *       "statusName": "Denied",
                     *       "decidedBy": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma",
                     *         "employeeCode": "DEMO-EMP-1-00000001"
                     *       },
                     *       "decidedAt": "2026-03-02T09:00:00.000Z",
                     *       "decisionNote": "This time is already in your tracked hours.",
                     *       "actions": [],
                     *       "createdAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ManualTimeRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTimesheetPeople: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The people whose weeks the caller may open, and whether the caller approves weeks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "658e7f55-c842-4fef-bf55-fafcd96b97a1",
                     *           "employeeCode": "DEMO-EMP-3-00000014",
                     *           "name": "Aditya Joshi"
                     *         },
                     *         {
                     *           "id": "e7b67471-c06e-46ee-8b89-6947dabb912c",
                     *           "employeeCode": "DEMO-EMP-1-00000024",
                     *           "name": "Aman Chopra"
                     *         },
                     *         {
                     *           "id": "7696297f-cbda-4d0d-a1ba-546e40845c4b",
                     *           "employeeCode": "DEMO-EMP-3-00000011",
                     *           "name": "Ananya Das"
                     *         }
                     *       ],
                     *       "total": 25,
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "canApprove": true
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetPeople"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTimesheetWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
                weekStart: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One employee’s week (the week of the date given): a row per project, a column per day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "employeeCode": "DEMO-EMP-2-00000002",
                     *         "name": "Rahul Mehta"
                     *       },
                     *       "weekStart": "2026-03-02",
                     *       "weekEnd": "2026-03-08",
                     *       "status": "open",
                     *       "isLocked": false,
                     *       "lockedThrough": null,
                     *       "submittedAt": null,
                     *       "note": null,
                     *       "decidedBy": null,
                     *       "decidedAt": null,
                     *       "rejectionReason": null,
                     *       "figures": {
                     *         "rows": [],
                     *         "dayTotals": [
                     *           {
                     *             "date": "2026-03-02",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-03-03",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-03-04",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-03-05",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-03-06",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-03-07",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-03-08",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           }
                     *         ],
                     *         "totalMinutes": 0,
                     *         "idleMinutes": 0
                     *       },
                     *       "approved": null,
                     *       "pendingChanges": [],
                     *       "canSubmit": false,
                     *       "canApprove": false,
                     *       "canReject": false
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetWeek"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadTimesheetWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
                weekStart: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/pdf). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitTimesheetWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
                weekStart: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "note": "Thursday includes the release night."
                 *     }
                 */
                "application/json": components["schemas"]["SubmitTimesheetBody"];
            };
        };
        responses: {
            /** @description Submit one’s own week for approval, with an optional note. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "employeeCode": "DEMO-EMP-2-00000002",
                     *         "name": "Rahul Mehta"
                     *       },
                     *       "weekStart": "2026-02-23",
                     *       "weekEnd": "2026-03-01",
                     *       "status": "submitted",
                     *       "isLocked": false,
                     *       "lockedThrough": null,
                     *       "submittedAt": "2026-03-02T09:00:00.000Z",
                     *       "note": "Thursday includes the release night.",
                     *       "decidedBy": null,
                     *       "decidedAt": null,
                     *       "rejectionReason": null,
                     *       "figures": {
                     *         "rows": [],
                     *         "dayTotals": [
                     *           {
                     *             "date": "2026-02-23",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-24",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-25",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-26",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-27",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-28",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-03-01",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           }
                     *         ],
                     *         "totalMinutes": 0,
                     *         "idleMinutes": 0
                     *       },
                     *       "approved": null,
                     *       "pendingChanges": [],
                     *       "canSubmit": false,
                     *       "canApprove": false,
                     *       "canReject": false
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetWeek"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveTimesheetWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
                weekStart: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approve a submitted week: its figures are stored as approved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "employeeCode": "DEMO-EMP-2-00000002",
                     *         "name": "Rahul Mehta"
                     *       },
                     *       "weekStart": "2026-02-23",
                     *       "weekEnd": "2026-03-01",
                     *       "status": "approved",
                     *       "isLocked": false,
                     *       "lockedThrough": null,
                     *       "submittedAt": "2026-03-02T09:00:00.000Z",
                     *       "note": "Thursday includes the release night.",
                     *       "decidedBy": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma"
                     *       },
                     *       "decidedAt": "2026-03-02T09:00:00.000Z",
                     *       "rejectionReason": null,
                     *       "figures": {
                     *         "rows": [],
                     *         "dayTotals": [
                     *           {
                     *             "date": "2026-02-23",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-24",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-25",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-26",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-27",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-28",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-03-01",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           }
                     *         ],
                     *         "totalMinutes": 0,
                     *         "idleMinutes": 0
                     *       },
                     *       "approved": {
                     *         "approvedBy": {
                     *           "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *           "name": "Asha Verma"
                     *         },
                     *         "approvedAt": "2026-03-02T09:00:00.000Z",
                     *         "figures": {
                     *           "rows": [],
                     *           "dayTotals": [
                     *             {
                     *               "date": "2026-02-23",
                     *               "trackedMinutes": 0,
                     *               "manualMinutes": 0,
                     *               "idleMinutes": 0,
                     *               "totalMinutes": 0
                     *             },
                     *             {
                     *               "date": "2026-02-24",
                     *               "trackedMinutes": 0,
                     *               "manualMinutes": 0,
                     *               "idleMinutes": 0,
                     *               "totalMinutes": 0
                     *             },
                     *             {
                     *               "date": "2026-02-25",
                     *               "trackedMinutes": 0,
                     *               "manualMinutes": 0,
                     *               "idleMinutes": 0,
                     *               "totalMinutes": 0
                     *             },
                     *             {
                     *               "date": "2026-02-26",
                     *               "trackedMinutes": 0,
                     *               "manualMinutes": 0,
                     *               "idleMinutes": 0,
                     *               "totalMinutes": 0
                     *             },
                     *             {
                     *               "date": "2026-02-27",
                     *               "trackedMinutes": 0,
                     *               "manualMinutes": 0,
                     *               "idleMinutes": 0,
                     *               "totalMinutes": 0
                     *             },
                     *             {
                     *               "date": "2026-02-28",
                     *               "trackedMinutes": 0,
                     *               "manualMinutes": 0,
                     *               "idleMinutes": 0,
                     *               "totalMinutes": 0
                     *             },
                     *             {
                     *               "date": "2026-03-01",
                     *               "trackedMinutes": 0,
                     *               "manualMinutes": 0,
                     *               "idleMinutes": 0,
                     *               "totalMinutes": 0
                     *             }
                     *           ],
                     *           "totalMinutes": 0,
                     *           "idleMinutes": 0
                     *         }
                     *       },
                     *       "pendingChanges": [],
                     *       "canSubmit": false,
                     *       "canApprove": false,
                     *       "canReject": true
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetWeek"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectTimesheetWeek: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeId: string;
                weekStart: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Thursday shows 14 hours on Customer Portal Redesign; please check it."
                 *     }
                 */
                "application/json": components["schemas"]["RejectTimesheetBody"];
            };
        };
        responses: {
            /** @description Reject a submitted (or re-open an approved, unlocked) week, with a reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "employee": {
                     *         "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *         "employeeCode": "DEMO-EMP-2-00000002",
                     *         "name": "Rahul Mehta"
                     *       },
                     *       "weekStart": "2026-02-23",
                     *       "weekEnd": "2026-03-01",
                     *       "status": "rejected",
                     *       "isLocked": false,
                     *       "lockedThrough": null,
                     *       "submittedAt": "2026-03-02T09:00:00.000Z",
                     *       "note": "Thursday includes the release night.",
                     *       "decidedBy": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma"
                     *       },
                     *       "decidedAt": "2026-03-02T09:00:00.000Z",
                     *       "rejectionReason": "Thursday shows 14 hours on Customer Portal Redesign; please check it.",
                     *       "figures": {
                     *         "rows": [],
                     *         "dayTotals": [
                     *           {
                     *             "date": "2026-02-23",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-24",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-25",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-26",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-27",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-02-28",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           },
                     *           {
                     *             "date": "2026-03-01",
                     *             "trackedMinutes": 0,
                     *             "manualMinutes": 0,
                     *             "idleMinutes": 0,
                     *             "totalMinutes": 0
                     *           }
                     *         ],
                     *         "totalMinutes": 0,
                     *         "idleMinutes": 0
                     *       },
                     *       "approved": null,
                     *       "pendingChanges": [],
                     *       "canSubmit": false,
                     *       "canApprove": false,
                     *       "canReject": false
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetWeek"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTimesheetApprovals: {
        parameters: {
            query?: {
                status?: "waiting" | "open" | "submitted" | "approved" | "rejected";
                weekStart?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Weeks for the caller to decide (or of one status), with totals and the change since approval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [],
                     *       "total": 0,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetApprovals"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideTimesheetWeeks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "approve",
                 *       "weeks": [
                 *         {
                 *           "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                 *           "weekStart": "2026-02-23"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    action: "approve";
                    weeks: {
                        /** Format: uuid */
                        employeeId: string;
                        /** Format: date */
                        weekStart: string;
                    }[];
                } | {
                    /** @enum {string} */
                    action: "reject";
                    weeks: {
                        /** Format: uuid */
                        employeeId: string;
                        /** Format: date */
                        weekStart: string;
                    }[];
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Approve or reject many weeks; each is decided alone and the answer says what became of each. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "results": [
                     *         {
                     *           "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *           "weekStart": "2026-02-23",
                     *           "isDone": true,
                     *           "status": "approved",
                     *           "message": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BulkTimesheetDecisionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTimesheetLock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day up to which timesheets are locked (payroll closed), or none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "lockedThrough": null,
                     *       "lockedBy": null,
                     *       "lockedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetLock"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setTimesheetLock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lockedThrough": "2026-02-22"
                 *     }
                 */
                "application/json": components["schemas"]["SetTimesheetLockBody"];
            };
        };
        responses: {
            /** @description Lock every day up to a date (null unlocks); audited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "lockedThrough": "2026-02-22",
                     *       "lockedBy": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma"
                     *       },
                     *       "lockedAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TimesheetLock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApprovedTimeReport: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                groupBy?: "employee" | "project";
                employeeId?: string | "";
                projectId?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved and not yet approved time with its cost, per employee or per project, over a period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "startDate": "2026-03-02",
                     *       "endDate": "2026-03-02",
                     *       "groupBy": "employee",
                     *       "currency": "INR",
                     *       "employee": null,
                     *       "project": null,
                     *       "rows": [],
                     *       "grandTotal": {
                     *         "totalMinutes": 0,
                     *         "approvedMinutes": 0,
                     *         "notApprovedMinutes": 0,
                     *         "cost": 0,
                     *         "approvedCost": 0,
                     *         "notApprovedCost": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApprovedTimeReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportApprovedTimeReport: {
        parameters: {
            query: {
                startDate: string;
                endDate: string;
                groupBy?: "employee" | "project";
                employeeId?: string | "";
                projectId?: string | "";
                format?: "xlsx" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listHolidayYears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Years that have holidays, plus the current year, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         2027,
                     *         2026,
                     *         2025
                     *       ],
                     *       "total": 3,
                     *       "page": 1,
                     *       "pageSize": 3,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["HolidayYears"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listHolidays: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The holidays of a year, by date. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "7c25016c-4a9c-4fc7-bbfa-8e2cf0d843fb",
                     *           "date": "2026-01-26",
                     *           "day": "Monday",
                     *           "name": "Republic Day"
                     *         },
                     *         {
                     *           "id": "0631ecdd-209f-448a-a9af-0b78aca2e5d1",
                     *           "date": "2026-03-14",
                     *           "day": "Saturday",
                     *           "name": "Holi"
                     *         },
                     *         {
                     *           "id": "4f954faf-a5be-48f0-b9da-adbe875adc7e",
                     *           "date": "2026-04-14",
                     *           "day": "Tuesday",
                     *           "name": "Ambedkar Jayanti"
                     *         }
                     *       ],
                     *       "total": 10,
                     *       "page": 1,
                     *       "pageSize": 10,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "year": 2026
                     *     }
                     */
                    "application/json": components["schemas"]["HolidayList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-07-15",
                 *       "name": "Founders’ Day"
                 *     }
                 */
                "application/json": components["schemas"]["HolidayBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6e37ba3e-292a-4f43-af3e-fabfbe79718e",
                     *       "date": "2026-07-15",
                     *       "day": "Wednesday",
                     *       "name": "Founders’ Day"
                     *     }
                     */
                    "application/json": components["schemas"]["Holiday"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    copyHolidays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fromYear": 2027,
                 *       "toYear": 2028
                 *     }
                 */
                "application/json": components["schemas"]["CopyHolidaysBody"];
            };
        };
        responses: {
            /** @description Copy a year’s holidays to the same month and day of another year, keeping dates already set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "copied": 10,
                     *       "skipped": 0
                     *     }
                     */
                    "application/json": components["schemas"]["CopyHolidaysResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-01-26",
                 *       "name": "Republic Day (office closed)"
                 *     }
                 */
                "application/json": components["schemas"]["HolidayBody"];
            };
        };
        responses: {
            /** @description Change a holiday’s date or reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7c25016c-4a9c-4fc7-bbfa-8e2cf0d843fb",
                     *       "date": "2026-01-26",
                     *       "day": "Monday",
                     *       "name": "Republic Day (office closed)"
                     *     }
                     */
                    "application/json": components["schemas"]["Holiday"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCalendarAbsences: {
        parameters: {
            query: {
                from: string;
                to: string;
                departmentId?: string;
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who is away between two days (at most 62): approved leaves, pending ones for their deciders, holidays, weekly offs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "employee": null,
                     *           "kind": "weekly-off",
                     *           "fromDate": "2026-03-01",
                     *           "toDate": "2026-03-01",
                     *           "isHalfDay": false,
                     *           "status": "approved",
                     *           "typeName": null,
                     *           "title": "Weekly off"
                     *         },
                     *         {
                     *           "employee": null,
                     *           "kind": "weekly-off",
                     *           "fromDate": "2026-03-07",
                     *           "toDate": "2026-03-07",
                     *           "isHalfDay": false,
                     *           "status": "approved",
                     *           "typeName": null,
                     *           "title": "Weekly off"
                     *         },
                     *         {
                     *           "employee": null,
                     *           "kind": "weekly-off",
                     *           "fromDate": "2026-03-08",
                     *           "toDate": "2026-03-08",
                     *           "isHalfDay": false,
                     *           "status": "approved",
                     *           "typeName": null,
                     *           "title": "Weekly off"
                     *         }
                     *       ],
                     *       "total": 14,
                     *       "page": 1,
                     *       "pageSize": 14,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarEntryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCalendarFeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s live calendar feeds (their URLs are shown only when made). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [],
                     *       "total": 0,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "canSubscribeTeam": true
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarFeedList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "mine"
                 *     }
                 */
                "application/json": components["schemas"]["CreateCalendarFeedBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "f6251703-073a-45ab-895c-be6aeb4e1c4b",
                     *       "kind": "mine",
                     *       "createdAt": "2026-03-02T09:00:00.000Z",
                     *       "url": "http://localhost:80/api/v1/calendar/feeds/HA6HQwQTpwD4cDfROD5F9fTTI4HK2s28lWAwAPoG4-0.ics"
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedCalendarFeed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/calendar; charset=utf-8). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar; charset=utf-8": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProjects: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Projects with consumed hours and budget, by status, paged (employees: their teams’ only). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "5283e60d-db05-4a94-b3e1-43d33b2818d7",
                     *           "name": "Customer Portal Redesign",
                     *           "description": "A new self-service portal for enterprise customers, with SSO and usage dashboards.",
                     *           "startDate": "2026-01-16",
                     *           "endDate": "2026-03-22",
                     *           "status": 2,
                     *           "statusName": "In Progress",
                     *           "estimatedBudget": 150000,
                     *           "estimatedHours": 180,
                     *           "timesheetInterval": 2,
                     *           "timesheetIntervalName": "Fortnightly",
                     *           "consumedHours": 0,
                     *           "consumedBudget": 0,
                     *           "teamSize": 5
                     *         },
                     *         {
                     *           "id": "4b22084b-1900-42dc-ab87-94cd83365b6b",
                     *           "name": "Data Warehouse Migration",
                     *           "description": "Move reporting from the legacy warehouse to PostgreSQL with nightly loads.",
                     *           "startDate": "2026-01-31",
                     *           "endDate": "2026-05-01",
                     *           "status": 3,
                     *           "statusName": "On Hold",
                     *           "estimatedBudget": 420000,
                     *           "estimatedHours": 400,
                     *           "timesheetInterval": 3,
                     *           "timesheetIntervalName": "Monthly",
                     *           "consumedHours": 0,
                     *           "consumedBudget": 0,
                     *           "teamSize": 3
                     *         },
                     *         {
                     *           "id": "7be1ea54-942a-4318-8c06-776ee09ec3e7",
                     *           "name": "Design System",
                     *           "description": "One component library and token set for every Pulse screen.",
                     *           "startDate": "2026-02-10",
                     *           "endDate": "2026-04-16",
                     *           "status": 2,
                     *           "statusName": "In Progress",
                     *           "estimatedBudget": 450000,
                     *           "estimatedHours": 500,
                     *           "timesheetInterval": 3,
                     *           "timesheetIntervalName": "Monthly",
                     *           "consumedHours": 0,
                     *           "consumedBudget": 0,
                     *           "teamSize": 3
                     *         }
                     *       ],
                     *       "total": 6,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "columns": [
                     *         {
                     *           "columnKey": "name",
                     *           "columnName": "Name"
                     *         },
                     *         {
                     *           "columnKey": "status",
                     *           "columnName": "Status"
                     *         },
                     *         {
                     *           "columnKey": "startDate",
                     *           "columnName": "Start Date"
                     *         }
                     *       ],
                     *       "currency": "INR"
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Partner Onboarding Portal",
                 *       "description": "Self-service onboarding for reseller partners: contracts, training and first orders.",
                 *       "startDate": "2026-04-01",
                 *       "endDate": "2026-06-30",
                 *       "status": 1,
                 *       "estimatedBudget": 240000,
                 *       "estimatedHours": 320,
                 *       "timesheetInterval": 1,
                 *       "team": [
                 *         {
                 *           "employeeId": "d22c7cd6-9ec3-4e20-8a35-0c0bc26746b5",
                 *           "isManager": true,
                 *           "hourlyRate": 1200
                 *         },
                 *         {
                 *           "employeeId": "72c555f8-fb58-4619-ba6b-54dd5cd75b88",
                 *           "isManager": false,
                 *           "hourlyRate": 900
                 *         },
                 *         {
                 *           "employeeId": "506cfb8c-b4f9-42eb-a6bd-545d1de94256",
                 *           "isManager": false,
                 *           "hourlyRate": 850
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProjectBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "029a39fc-22b8-432c-acd0-0380da56e44a"
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProjectFormOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project form’s lists: statuses with colours, timesheet intervals, the currency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statuses": [
                     *         {
                     *           "id": 1,
                     *           "name": "To be Started",
                     *           "color": "#ffa000"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "In Progress",
                     *           "color": "#388e3c"
                     *         },
                     *         {
                     *           "id": 3,
                     *           "name": "On Hold",
                     *           "color": "#d32f2f"
                     *         }
                     *       ],
                     *       "timesheetIntervals": [
                     *         {
                     *           "id": 1,
                     *           "name": "Weekly"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "Fortnightly"
                     *         },
                     *         {
                     *           "id": 3,
                     *           "name": "Monthly"
                     *         }
                     *       ],
                     *       "currency": {
                     *         "code": "INR",
                     *         "symbol": "₹"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectOptions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProjectChoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every project the caller may pick (employees: their teams’ only), by name, as one page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "5283e60d-db05-4a94-b3e1-43d33b2818d7",
                     *           "name": "Customer Portal Redesign",
                     *           "status": 2
                     *         },
                     *         {
                     *           "id": "4b22084b-1900-42dc-ab87-94cd83365b6b",
                     *           "name": "Data Warehouse Migration",
                     *           "status": 3
                     *         },
                     *         {
                     *           "id": "7be1ea54-942a-4318-8c06-776ee09ec3e7",
                     *           "name": "Design System",
                     *           "status": 2
                     *         }
                     *       ],
                     *       "total": 6,
                     *       "page": 1,
                     *       "pageSize": 6,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectChoiceList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One project with its team (colleagues’ rates only for admins). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5283e60d-db05-4a94-b3e1-43d33b2818d7",
                     *       "name": "Customer Portal Redesign",
                     *       "description": "A new self-service portal for enterprise customers, with SSO and usage dashboards.",
                     *       "startDate": "2026-01-16",
                     *       "endDate": "2026-03-22",
                     *       "status": 2,
                     *       "statusName": "In Progress",
                     *       "estimatedBudget": 150000,
                     *       "estimatedHours": 180,
                     *       "timesheetInterval": 2,
                     *       "timesheetIntervalName": "Fortnightly",
                     *       "consumedHours": 0,
                     *       "consumedBudget": 0,
                     *       "teamSize": 5,
                     *       "team": [
                     *         {
                     *           "employeeId": "d22c7cd6-9ec3-4e20-8a35-0c0bc26746b5",
                     *           "employeeCode": "DEMO-EMP-2-00000006",
                     *           "name": "Arjun Rao",
                     *           "isManager": true,
                     *           "hourlyRate": 1200,
                     *           "consumedHours": 0
                     *         },
                     *         {
                     *           "employeeId": "72c555f8-fb58-4619-ba6b-54dd5cd75b88",
                     *           "employeeCode": "DEMO-EMP-3-00000012",
                     *           "name": "Ishaan Bose",
                     *           "isManager": false,
                     *           "hourlyRate": 900,
                     *           "consumedHours": 0
                     *         },
                     *         {
                     *           "employeeId": "506cfb8c-b4f9-42eb-a6bd-545d1de94256",
                     *           "employeeCode": "DEMO-EMP-3-00000013",
                     *           "name": "Meera Pillai",
                     *           "isManager": false,
                     *           "hourlyRate": 850,
                     *           "consumedHours": 0
                     *         }
                     *       ],
                     *       "currency": "INR"
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Partner Portal",
                 *       "description": "Self-service onboarding for reseller partners: contracts, training and first orders.",
                 *       "startDate": "2026-04-01",
                 *       "endDate": "2026-06-30",
                 *       "status": 1,
                 *       "estimatedBudget": 240000,
                 *       "estimatedHours": 320,
                 *       "timesheetInterval": 1,
                 *       "team": [
                 *         {
                 *           "employeeId": "d22c7cd6-9ec3-4e20-8a35-0c0bc26746b5",
                 *           "isManager": true,
                 *           "hourlyRate": 1200
                 *         },
                 *         {
                 *           "employeeId": "72c555f8-fb58-4619-ba6b-54dd5cd75b88",
                 *           "isManager": false,
                 *           "hourlyRate": 900
                 *         },
                 *         {
                 *           "employeeId": "506cfb8c-b4f9-42eb-a6bd-545d1de94256",
                 *           "isManager": false,
                 *           "hourlyRate": 850
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProjectBody"];
            };
        };
        responses: {
            /** @description Update a project and its team; a changed hourly rate applies from now on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5283e60d-db05-4a94-b3e1-43d33b2818d7"
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTodos: {
        parameters: {
            query?: {
                projectId?: string;
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A project’s to-dos (no project: those of every project the caller sees) by status (3 = all), with members and consumed hours. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "8f8fcfed-8fa6-4657-8cc7-6d78a79f11c0",
                     *           "name": "Accessibility review",
                     *           "status": 0,
                     *           "statusName": "Not Yet Started",
                     *           "projectId": "5283e60d-db05-4a94-b3e1-43d33b2818d7",
                     *           "projectName": "Customer Portal Redesign",
                     *           "members": [
                     *             {
                     *               "employeeId": "506cfb8c-b4f9-42eb-a6bd-545d1de94256",
                     *               "name": "Meera Pillai",
                     *               "employeeCode": "DEMO-EMP-3-00000013"
                     *             }
                     *           ],
                     *           "consumedHours": 0,
                     *           "canEdit": true
                     *         },
                     *         {
                     *           "id": "150daba8-a834-4d60-b34c-54ca428b45c5",
                     *           "name": "Single sign-on with SAML",
                     *           "status": 1,
                     *           "statusName": "Completed",
                     *           "projectId": "5283e60d-db05-4a94-b3e1-43d33b2818d7",
                     *           "projectName": "Customer Portal Redesign",
                     *           "members": [
                     *             {
                     *               "employeeId": "d22c7cd6-9ec3-4e20-8a35-0c0bc26746b5",
                     *               "name": "Arjun Rao",
                     *               "employeeCode": "DEMO-EMP-2-00000006"
                     *             },
                     *             {
                     *               "employeeId": "33df706f-4290-4d2d-bcc3-4f7ebb9adfd7",
                     *               "name": "Sneha Iyer",
                     *               "employeeCode": "DEMO-EMP-2-00000007"
                     *             }
                     *           ],
                     *           "consumedHours": 0,
                     *           "canEdit": true
                     *         },
                     *         {
                     *           "id": "7c286591-95a8-45d3-9154-444374b9b88f",
                     *           "name": "Usage dashboard charts",
                     *           "status": 2,
                     *           "statusName": "In Progress",
                     *           "projectId": "5283e60d-db05-4a94-b3e1-43d33b2818d7",
                     *           "projectName": "Customer Portal Redesign",
                     *           "members": [
                     *             {
                     *               "employeeId": "72c555f8-fb58-4619-ba6b-54dd5cd75b88",
                     *               "name": "Ishaan Bose",
                     *               "employeeCode": "DEMO-EMP-3-00000012"
                     *             },
                     *             {
                     *               "employeeId": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *               "name": "Rahul Mehta",
                     *               "employeeCode": "DEMO-EMP-2-00000002"
                     *             },
                     *             {
                     *               "employeeId": "33df706f-4290-4d2d-bcc3-4f7ebb9adfd7",
                     *               "name": "Sneha Iyer",
                     *               "employeeCode": "DEMO-EMP-2-00000007"
                     *             }
                     *           ],
                     *           "consumedHours": 0,
                     *           "canEdit": true
                     *         }
                     *       ],
                     *       "total": 17,
                     *       "page": 1,
                     *       "pageSize": 17,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["TodoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTodo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Load test the sign-in page",
                 *       "projectId": "5283e60d-db05-4a94-b3e1-43d33b2818d7",
                 *       "memberIds": [
                 *         "d22c7cd6-9ec3-4e20-8a35-0c0bc26746b5",
                 *         "72c555f8-fb58-4619-ba6b-54dd5cd75b88"
                 *       ],
                 *       "isCompleted": false
                 *     }
                 */
                "application/json": components["schemas"]["TodoBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a5fdced9-36de-487d-b404-a131abeaacd6"
                     *     }
                     */
                    "application/json": components["schemas"]["TodoSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTodo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One to-do (whoever sees its project). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8f8fcfed-8fa6-4657-8cc7-6d78a79f11c0",
                     *       "name": "Accessibility review",
                     *       "status": 0,
                     *       "statusName": "Not Yet Started",
                     *       "projectId": "5283e60d-db05-4a94-b3e1-43d33b2818d7",
                     *       "projectName": "Customer Portal Redesign",
                     *       "members": [
                     *         {
                     *           "employeeId": "506cfb8c-b4f9-42eb-a6bd-545d1de94256",
                     *           "name": "Meera Pillai",
                     *           "employeeCode": "DEMO-EMP-3-00000013"
                     *         }
                     *       ],
                     *       "consumedHours": 0,
                     *       "canEdit": true
                     *     }
                     */
                    "application/json": components["schemas"]["Todo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTodo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Accessibility review of the checkout",
                 *       "projectId": "5283e60d-db05-4a94-b3e1-43d33b2818d7",
                 *       "memberIds": [
                 *         "d22c7cd6-9ec3-4e20-8a35-0c0bc26746b5",
                 *         "72c555f8-fb58-4619-ba6b-54dd5cd75b88"
                 *       ],
                 *       "isCompleted": false
                 *     }
                 */
                "application/json": components["schemas"]["TodoBody"];
            };
        };
        responses: {
            /** @description Update a to-do. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8f8fcfed-8fa6-4657-8cc7-6d78a79f11c0"
                     *     }
                     */
                    "application/json": components["schemas"]["TodoSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setTodoCompletion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "isCompleted": true
                 *     }
                 */
                "application/json": components["schemas"]["TodoCompletionBody"];
            };
        };
        responses: {
            /** @description Mark a to-do completed or not (an admin, or a member it is assigned to). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8f8fcfed-8fa6-4657-8cc7-6d78a79f11c0"
                     *     }
                     */
                    "application/json": components["schemas"]["TodoSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation’s policy documents by name, each at its latest version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "e883d940-4721-44e5-bf46-7550f777c555",
                     *           "name": "Code of Conduct",
                     *           "fileName": "Code of Conduct.pdf",
                     *           "contentType": "application/pdf",
                     *           "sizeBytes": 3584,
                     *           "version": 1,
                     *           "updatedAt": "2026-01-31T09:00:00.000Z",
                     *           "url": "/api/v1/policies/e883d940-4721-44e5-bf46-7550f777c555/content",
                     *           "requiresAcknowledgement": true,
                     *           "acknowledgedAt": null,
                     *           "acknowledgements": {
                     *             "acknowledged": 3,
                     *             "total": 25
                     *           }
                     *         },
                     *         {
                     *           "id": "ac83cde6-66ec-4f29-9bc7-54c58418fbfd",
                     *           "name": "IT Security Policy",
                     *           "fileName": "IT Security Policy.pdf",
                     *           "contentType": "application/pdf",
                     *           "sizeBytes": 3028,
                     *           "version": 1,
                     *           "updatedAt": "2026-02-10T09:00:00.000Z",
                     *           "url": "/api/v1/policies/ac83cde6-66ec-4f29-9bc7-54c58418fbfd/content",
                     *           "requiresAcknowledgement": false,
                     *           "acknowledgedAt": null,
                     *           "acknowledgements": {
                     *             "acknowledged": 0,
                     *             "total": 25
                     *           }
                     *         },
                     *         {
                     *           "id": "ea00cc2f-e9f9-4191-a86d-74ef6f9b0649",
                     *           "name": "Leave Policy",
                     *           "fileName": "Leave Policy.pdf",
                     *           "contentType": "application/pdf",
                     *           "sizeBytes": 4048,
                     *           "version": 1,
                     *           "updatedAt": "2026-01-01T09:00:00.000Z",
                     *           "url": "/api/v1/policies/ea00cc2f-e9f9-4191-a86d-74ef6f9b0649/content",
                     *           "requiresAcknowledgement": false,
                     *           "acknowledgedAt": null,
                     *           "acknowledgements": {
                     *             "acknowledged": 0,
                     *             "total": 25
                     *           }
                     *         }
                     *       ],
                     *       "total": 4,
                     *       "page": 1,
                     *       "pageSize": 4,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["PolicyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PDF, DOCX, JPEG or PNG (by content), at most 10 MB
                     */
                    file: Blob;
                    /** @description The policy’s name (else the file’s name) */
                    name?: string;
                    /** @description "true" or "false" (the default) */
                    requiresAcknowledgement?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b656e27d-cdde-4dd1-a4d4-f1eb6fc771fd",
                     *       "name": "Work From Home Policy",
                     *       "fileName": "Work From Home Policy.pdf",
                     *       "contentType": "application/pdf",
                     *       "sizeBytes": 216,
                     *       "version": 1,
                     *       "updatedAt": "2026-03-02T09:00:00.000Z",
                     *       "url": "/api/v1/policies/b656e27d-cdde-4dd1-a4d4-f1eb6fc771fd/content",
                     *       "requiresAcknowledgement": true,
                     *       "acknowledgedAt": null,
                     *       "acknowledgements": {
                     *         "acknowledged": 0,
                     *         "total": 25
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Policy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    downloadPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/jpeg, image/png, image/gif, image/webp, application/pdf, application/msword, application/vnd.openxmlformats-officedocument.wordprocessingml.document). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                    "application/pdf": Blob;
                    "application/msword": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replacePolicyFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PDF, DOCX, JPEG or PNG (by content), at most 10 MB
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Replace a policy’s file with a new version (acknowledgements are asked again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "e883d940-4721-44e5-bf46-7550f777c555",
                     *       "name": "Code of Conduct",
                     *       "fileName": "a.png",
                     *       "contentType": "image/png",
                     *       "sizeBytes": 126,
                     *       "version": 2,
                     *       "updatedAt": "2026-03-02T09:00:00.000Z",
                     *       "url": "/api/v1/policies/e883d940-4721-44e5-bf46-7550f777c555/content",
                     *       "requiresAcknowledgement": true,
                     *       "acknowledgedAt": null,
                     *       "acknowledgements": {
                     *         "acknowledged": 0,
                     *         "total": 25
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Policy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deletePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Code of Conduct (2026)",
                 *       "requiresAcknowledgement": true
                 *     }
                 */
                "application/json": components["schemas"]["UpdatePolicyBody"];
            };
        };
        responses: {
            /** @description Rename a policy, or say whether it requires acknowledgement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "e883d940-4721-44e5-bf46-7550f777c555",
                     *       "name": "Code of Conduct (2026)",
                     *       "fileName": "Code of Conduct.pdf",
                     *       "contentType": "application/pdf",
                     *       "sizeBytes": 3584,
                     *       "version": 1,
                     *       "updatedAt": "2026-01-31T09:00:00.000Z",
                     *       "url": "/api/v1/policies/e883d940-4721-44e5-bf46-7550f777c555/content",
                     *       "requiresAcknowledgement": true,
                     *       "acknowledgedAt": null,
                     *       "acknowledgements": {
                     *         "acknowledged": 3,
                     *         "total": 25
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Policy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acknowledgePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 1
                 *     }
                 */
                "application/json": components["schemas"]["AcknowledgePolicyBody"];
            };
        };
        responses: {
            /** @description Acknowledge the policy’s current version as read (again: nothing changes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "e883d940-4721-44e5-bf46-7550f777c555",
                     *       "name": "Code of Conduct",
                     *       "fileName": "Code of Conduct.pdf",
                     *       "contentType": "application/pdf",
                     *       "sizeBytes": 3584,
                     *       "version": 1,
                     *       "updatedAt": "2026-01-31T09:00:00.000Z",
                     *       "url": "/api/v1/policies/e883d940-4721-44e5-bf46-7550f777c555/content",
                     *       "requiresAcknowledgement": true,
                     *       "acknowledgedAt": "2026-03-02T09:00:00.000Z",
                     *       "acknowledgements": {
                     *         "acknowledged": 4,
                     *         "total": 25
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Policy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPolicyAcknowledgements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every active employee and whether they acknowledged the current version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "employeeId": "7696297f-cbda-4d0d-a1ba-546e40845c4b",
                     *           "name": "Ananya Das",
                     *           "employeeCode": "DEMO-EMP-3-00000011",
                     *           "acknowledgedAt": "2026-02-05T09:00:00.000Z"
                     *         },
                     *         {
                     *           "employeeId": "14c60642-720a-4f6f-b9de-02dd1536f187",
                     *           "name": "Priya Nair",
                     *           "employeeCode": "DEMO-EMP-2-00000003",
                     *           "acknowledgedAt": "2026-02-01T09:00:00.000Z"
                     *         },
                     *         {
                     *           "employeeId": "6e987fba-8596-465a-9b42-020f594bca5f",
                     *           "name": "Vikram Singh",
                     *           "employeeCode": "DEMO-EMP-2-00000004",
                     *           "acknowledgedAt": "2026-02-02T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "total": 25,
                     *       "page": 1,
                     *       "pageSize": 25,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "policyId": "e883d940-4721-44e5-bf46-7550f777c555",
                     *       "version": 1
                     *     }
                     */
                    "application/json": components["schemas"]["PolicyAcknowledgementList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNews: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                scope?: "published" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description News updates, newest entry date first; drafts too for an administrator asking scope=all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "2cd6c018-d5eb-4d93-8d42-6ff410381e34",
                     *           "title": "We are moving to a new office",
                     *           "excerpt": "Welcome to Baner Business Park, Tower B · After four great years in Kothrud we have outgrown our floor. From the first Monday of next month we work from Tower B, 6th floor, Baner Business Park, Pune. Moving week · Wednesday: pack your desk (crates arrive on Tuesday evening) · Thursday and Friday:…",
                     *           "entryDate": "2026-02-26",
                     *           "isPublished": true,
                     *           "isSendMail": true,
                     *           "bannerUrl": null,
                     *           "bannerTileUrl": null,
                     *           "attachmentCount": 0,
                     *           "authorName": "Asha Verma",
                     *           "updatedAt": "2026-02-26T09:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "1fbc9466-95ba-4e6e-9341-e9d1d34bcbe8",
                     *           "title": "Holiday calendar for next year is out",
                     *           "excerpt": "Ten holidays, plus two of your choice · The holiday list for next year is now in Leaves → Holiday List. This year we add two floating holidays that you pick yourself. Republic Day, Holi, Independence Day, Diwali and Christmas as usual · Floating holidays are applied for like any other leave ·…",
                     *           "entryDate": "2026-02-21",
                     *           "isPublished": true,
                     *           "isSendMail": true,
                     *           "bannerUrl": null,
                     *           "bannerTileUrl": null,
                     *           "attachmentCount": 0,
                     *           "authorName": "Asha Verma",
                     *           "updatedAt": "2026-02-21T09:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "f831106b-1619-40e4-a9ef-611774545b61",
                     *           "title": "Pulse Hack Days: 48 hours to build something new",
                     *           "excerpt": "Form a team, pick a problem, ship it · Hack Days are back on the last Thursday and Friday of the month. Teams of two to five, any department welcome: some of the best ideas last year came from Sales and HR. Prizes · Best product idea: a team dinner and a day off · Best demo: noise-cancelling…",
                     *           "entryDate": "2026-02-15",
                     *           "isPublished": true,
                     *           "isSendMail": false,
                     *           "bannerUrl": null,
                     *           "bannerTileUrl": null,
                     *           "attachmentCount": 0,
                     *           "authorName": "Asha Verma",
                     *           "updatedAt": "2026-02-15T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "total": 8,
                     *       "page": 1,
                     *       "pageSize": 20,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["NewsList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The news update as JSON (NewsBody) */
                    data: string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP, at most 10 MB; required when adding
                     */
                    banner?: Blob;
                    /** @description PDF, Word, Excel, PowerPoint, text, CSV or images; at most 20 */
                    attachments?: Blob[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "724fc79b-6d64-4531-8b4f-3fbbf47e77d4"
                     *     }
                     */
                    "application/json": components["schemas"]["NewsSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    getNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A news update with its sanitised description and attachments (a draft: administrators only). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2cd6c018-d5eb-4d93-8d42-6ff410381e34",
                     *       "title": "We are moving to a new office",
                     *       "excerpt": "Welcome to Baner Business Park, Tower B · After four great years in Kothrud we have outgrown our floor. From the first Monday of next month we work from Tower B, 6th floor, Baner Business Park, Pune. Moving week · Wednesday: pack your desk (crates arrive on Tuesday evening) · Thursday and Friday:…",
                     *       "entryDate": "2026-02-26",
                     *       "isPublished": true,
                     *       "isSendMail": true,
                     *       "bannerUrl": null,
                     *       "bannerTileUrl": null,
                     *       "attachmentCount": 0,
                     *       "authorName": "Asha Verma",
                     *       "updatedAt": "2026-02-26T09:00:00.000Z",
                     *       "descriptionHtml": "<h2>Welcome to Baner Business Park, Tower B</h2>\n<p>After four great years in Kothrud we have outgrown our floor. From the first Monday of next month we work from <strong>Tower B, 6th floor, Baner Business Park</strong>, Pune.</p>\n<h3>Moving week</h3>\n<ul><li><strong>Wednesday:</strong> pack your desk (crates arrive on Tuesday evening)</li><li><strong>Thursday and Friday:</strong> everyone works from home</li><li><strong>Monday:</strong> first day in the new office, breakfast is on us</li></ul>\n<p>The floor plan and the moving checklist are attached. Directions: <a href=\"https://www.openstreetmap.org/search?query=Baner%20Pune\" rel=\"noopener noreferrer\" target=\"_blank\">Baner on OpenStreetMap</a>.</p>",
                     *       "attachments": []
                     *     }
                     */
                    "application/json": components["schemas"]["NewsDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The news update as JSON (NewsBody) */
                    data: string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP, at most 10 MB; required when adding
                     */
                    banner?: Blob;
                    /** @description PDF, Word, Excel, PowerPoint, text, CSV or images; at most 20 */
                    attachments?: Blob[];
                };
            };
        };
        responses: {
            /** @description Update a news update (the banner stays unless a new one comes); mails only on first publish. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2cd6c018-d5eb-4d93-8d42-6ff410381e34"
                     *     }
                     */
                    "application/json": components["schemas"]["NewsSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    deleteNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadNewsBanner: {
        parameters: {
            query?: {
                v?: string;
                size?: "tile";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/jpeg). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadNewsAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/octet-stream). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadNewsImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG, PNG, GIF or WebP, at most 10 MB
                     */
                    image: Blob;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "/api/v1/news/images/eeba61be-34d7-4f14-8589-4f349cbb4cc9"
                     *     }
                     */
                    "application/json": components["schemas"]["NewsImage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            507: components["responses"]["InsufficientStorage"];
        };
    };
    downloadNewsImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/jpeg). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmployeeCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Employees by status: active, inactive (relieved among them) and total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "active": 25,
                     *       "inactive": 2,
                     *       "relieved": 1,
                     *       "total": 27
                     *     }
                     */
                    "application/json": components["schemas"]["EmployeeCounts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUpcomingAppraisals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active employees whose next appraisal (a year after the latest, else after joining) is within 30 days. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "employeeId": "9d6c648b-3306-42ec-a719-e83734da80ee",
                     *           "employeeCode": "DEMO-EMP-4-00000018",
                     *           "name": "Nikhil Agarwal",
                     *           "photoVersion": null,
                     *           "nextAppraisalDate": "2026-03-17",
                     *           "countedFrom": "joining"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "from": "2026-03-02",
                     *       "to": "2026-04-01"
                     *     }
                     */
                    "application/json": components["schemas"]["UpcomingAppraisals"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUpcomingBirthdays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active employees whose birthday is within 30 days (29 February on the 28th in common years). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "employeeId": "14c60642-720a-4f6f-b9de-02dd1536f187",
                     *           "employeeCode": "DEMO-EMP-2-00000003",
                     *           "name": "Priya Nair",
                     *           "photoVersion": null,
                     *           "birthday": "2026-03-11"
                     *         },
                     *         {
                     *           "employeeId": "7a3b9e46-3ce5-4631-b15b-3e48318115e9",
                     *           "employeeCode": "DEMO-EMP-4-00000015",
                     *           "name": "Pooja Reddy",
                     *           "photoVersion": null,
                     *           "birthday": "2026-03-15"
                     *         }
                     *       ],
                     *       "total": 2,
                     *       "page": 1,
                     *       "pageSize": 2,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "from": "2026-03-02",
                     *       "to": "2026-04-01"
                     *     }
                     */
                    "application/json": components["schemas"]["UpcomingBirthdays"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardAttendanceToday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today’s active employees: present (attendance or time), on leave (approved or pending), absent (working days only). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "date": "2026-03-02",
                     *       "isWorkingDay": true,
                     *       "holidayName": null,
                     *       "activeEmployees": 25,
                     *       "present": 0,
                     *       "onLeave": 0,
                     *       "absent": 25
                     *     }
                     */
                    "application/json": components["schemas"]["DashboardAttendanceToday"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation’s hours worked, idle time and actual work per day over the last 7 days. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": "2026-02-24",
                     *       "to": "2026-03-02",
                     *       "days": [
                     *         {
                     *           "hoursWorkedMinutes": 0,
                     *           "idleMinutes": 0,
                     *           "actualWorkMinutes": 0,
                     *           "date": "2026-02-24"
                     *         },
                     *         {
                     *           "hoursWorkedMinutes": 0,
                     *           "idleMinutes": 0,
                     *           "actualWorkMinutes": 0,
                     *           "date": "2026-02-25"
                     *         },
                     *         {
                     *           "hoursWorkedMinutes": 0,
                     *           "idleMinutes": 0,
                     *           "actualWorkMinutes": 0,
                     *           "date": "2026-02-26"
                     *         }
                     *       ],
                     *       "totals": {
                     *         "hoursWorkedMinutes": 0,
                     *         "idleMinutes": 0,
                     *         "actualWorkMinutes": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WorkSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s own hours worked, idle time and actual work this week (Monday to Sunday). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": "2026-03-02",
                     *       "to": "2026-03-08",
                     *       "days": [
                     *         {
                     *           "hoursWorkedMinutes": 0,
                     *           "idleMinutes": 0,
                     *           "actualWorkMinutes": 0,
                     *           "date": "2026-03-02"
                     *         },
                     *         {
                     *           "hoursWorkedMinutes": 0,
                     *           "idleMinutes": 0,
                     *           "actualWorkMinutes": 0,
                     *           "date": "2026-03-03"
                     *         },
                     *         {
                     *           "hoursWorkedMinutes": 0,
                     *           "idleMinutes": 0,
                     *           "actualWorkMinutes": 0,
                     *           "date": "2026-03-04"
                     *         }
                     *       ],
                     *       "totals": {
                     *         "hoursWorkedMinutes": 0,
                     *         "idleMinutes": 0,
                     *         "actualWorkMinutes": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WorkSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditEvents: {
        parameters: {
            query: {
                from: string;
                to: string;
                action?: ("screenshots.viewed" | "screenshot.opened" | "tracking-settings.changed" | "screenshot-mode.changed" | "screenshot.deleted" | "manual-time.approved" | "manual-time.denied" | "sign-in.succeeded" | "sign-in.failed" | "sign-in.locked-out" | "employee.role-changed" | "employee.status-changed" | "employee.password-changed" | "employee.deleted" | "employee.invited" | "invitation.resent" | "invitation.accepted" | "employees.imported" | "employee.provisioned" | "marked-absent.withdrawn" | "payroll.uploaded" | "payroll.replaced" | "payroll.deleted" | "personal-data.exported" | "saved-report.created" | "saved-report.changed" | "saved-report.deleted" | "organization-settings.changed" | "leave-settings.changed" | "master-data.changed" | "two-factor.enabled" | "two-factor.disabled" | "two-factor.reset" | "two-factor.recovery-code-used" | "two-factor.recovery-codes-regenerated" | "two-factor-policy.changed" | "sso.connected" | "sso.changed" | "sso.removed" | "mail.resent" | "tracker-sign-in.approved" | "tracker-sign-in.denied" | "password.reset-requested" | "password.reset" | "password.changed" | "timesheet.submitted" | "timesheet.approved" | "timesheet.rejected" | "timesheets.locked" | "timesheets.unlocked" | "calendar-feed.created" | "calendar-feed.revoked" | "api-token.created" | "api-token.revoked" | "webhook.created" | "webhook.changed" | "webhook.deleted" | "webhook.redelivered") | "";
                actorId?: string | "";
                subjectId?: string | "";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audit trail, newest first: monitoring (screenshot views and deletions, manual-time decisions), sign-ins and lockouts, role and status changes, deletions, payroll, exports and settings changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "d5ed31f6-a4a3-496d-a85c-deed216ce498",
                     *           "occurredAt": "2026-03-01T13:00:00.000Z",
                     *           "actor": {
                     *             "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *             "name": "Asha Verma"
                     *           },
                     *           "action": "screenshots.viewed",
                     *           "subject": {
                     *             "id": "14c60642-720a-4f6f-b9de-02dd1536f187",
                     *             "name": "Priya Nair"
                     *           },
                     *           "summary": "Viewed the activity of 01-Mar-2026: 44 screenshots",
                     *           "ipAddress": "10.0.4.21"
                     *         },
                     *         {
                     *           "id": "999d0b31-5578-423b-b082-fd42458caf40",
                     *           "occurredAt": "2026-02-28T04:06:00.000Z",
                     *           "actor": {
                     *             "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *             "name": "Asha Verma"
                     *           },
                     *           "action": "screenshot.opened",
                     *           "subject": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta"
                     *           },
                     *           "summary": "Opened a full-size screenshot of 27-Feb-2026",
                     *           "ipAddress": "10.0.4.21"
                     *         },
                     *         {
                     *           "id": "05466b4c-844e-4c74-b440-24f114b02349",
                     *           "occurredAt": "2026-02-28T04:00:00.000Z",
                     *           "actor": {
                     *             "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *             "name": "Asha Verma"
                     *           },
                     *           "action": "screenshots.viewed",
                     *           "subject": {
                     *             "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *             "name": "Rahul Mehta"
                     *           },
                     *           "summary": "Viewed the activity of 27-Feb-2026: 41 screenshots",
                     *           "ipAddress": "10.0.4.21"
                     *         }
                     *       ],
                     *       "total": 5,
                     *       "page": 1,
                     *       "pageSize": 50,
                     *       "totalPages": 1,
                     *       "next": null,
                     *       "subjects": [
                     *         {
                     *           "id": "b2685319-7c8d-43a7-8903-98a26902dd82",
                     *           "name": "Karan Malhotra"
                     *         },
                     *         {
                     *           "id": "14c60642-720a-4f6f-b9de-02dd1536f187",
                     *           "name": "Priya Nair"
                     *         },
                     *         {
                     *           "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *           "name": "Rahul Mehta"
                     *         }
                     *       ],
                     *       "actors": [
                     *         {
                     *           "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *           "name": "Asha Verma"
                     *         },
                     *         {
                     *           "id": "d6d1347e-aafa-430f-b0e9-61dedc84a2b4",
                     *           "name": "Rahul Mehta"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AuditEventPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportAuditEvents: {
        parameters: {
            query: {
                from: string;
                to: string;
                action?: ("screenshots.viewed" | "screenshot.opened" | "tracking-settings.changed" | "screenshot-mode.changed" | "screenshot.deleted" | "manual-time.approved" | "manual-time.denied" | "sign-in.succeeded" | "sign-in.failed" | "sign-in.locked-out" | "employee.role-changed" | "employee.status-changed" | "employee.password-changed" | "employee.deleted" | "employee.invited" | "invitation.resent" | "invitation.accepted" | "employees.imported" | "employee.provisioned" | "marked-absent.withdrawn" | "payroll.uploaded" | "payroll.replaced" | "payroll.deleted" | "personal-data.exported" | "saved-report.created" | "saved-report.changed" | "saved-report.deleted" | "organization-settings.changed" | "leave-settings.changed" | "master-data.changed" | "two-factor.enabled" | "two-factor.disabled" | "two-factor.reset" | "two-factor.recovery-code-used" | "two-factor.recovery-codes-regenerated" | "two-factor-policy.changed" | "sso.connected" | "sso.changed" | "sso.removed" | "mail.resent" | "tracker-sign-in.approved" | "tracker-sign-in.denied" | "password.reset-requested" | "password.reset" | "password.changed" | "timesheet.submitted" | "timesheet.approved" | "timesheet.rejected" | "timesheets.locked" | "timesheets.unlocked" | "calendar-feed.created" | "calendar-feed.revoked" | "api-token.created" | "api-token.revoked" | "webhook.created" | "webhook.changed" | "webhook.deleted" | "webhook.redelivered") | "";
                actorId?: string | "";
                subjectId?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMyScreenshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                screenshotId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAssistantHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s conversation with ProBot, its greeting and questions to try. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "greeting": "Hi Asha! I'm ProBot. Ask me about your leave, holidays, attendance, tracked time, projects, to-dos and company policies.",
                     *       "messages": [],
                     *       "suggestions": [
                     *         "Who is on leave today?",
                     *         "Which leave applications are waiting for approval?",
                     *         "Who has not marked attendance today?"
                     *       ],
                     *       "canStream": false
                     *     }
                     */
                    "application/json": components["schemas"]["AssistantHistory"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAssistantHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    askAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "How many leaves do I have left this year?"
                 *     }
                 */
                "application/json": components["schemas"]["SendAssistantMessageBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "question": {
                     *         "id": "0fc4543f-ccba-44d5-af31-2a4d03369c9a",
                     *         "sender": "user",
                     *         "text": "How many leaves do I have left this year?",
                     *         "links": [],
                     *         "sources": [],
                     *         "createdAt": "2026-03-02T09:00:00.000Z"
                     *       },
                     *       "reply": {
                     *         "id": "65ae55a8-aa37-46c0-a5b4-067e9b602931",
                     *         "sender": "bot",
                     *         "text": "You have 20 leaves pending of 20 entitled this year; 0 taken.",
                     *         "links": [
                     *           {
                     *             "label": "Leaves",
                     *             "href": "/dashboard/leaves"
                     *           }
                     *         ],
                     *         "sources": [],
                     *         "createdAt": "2026-03-02T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AssistantExchange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    askAssistantStreamed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "How many leaves do I have left this year?"
                 *     }
                 */
                "application/json": components["schemas"]["SendAssistantMessageBody"];
            };
        };
        responses: {
            /** @description The reply as server-sent events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Too many attempts; try again after Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSavedReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s saved reports by name, each with its next scheduled mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "62598da7-0645-4cac-9676-eff747cc5c10",
                     *           "name": "Weekly team hours",
                     *           "employee": null,
                     *           "project": null,
                     *           "format": "xlsx",
                     *           "schedule": "weekly",
                     *           "recipients": [
                     *             {
                     *               "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *               "name": "Asha Verma",
                     *               "employeeCode": "DEMO-EMP-1-00000001"
                     *             }
                     *           ],
                     *           "lastSentPeriodStart": null,
                     *           "nextMail": {
                     *             "startDate": "2026-02-23",
                     *             "endDate": "2026-03-01",
                     *             "sendsOn": "2026-03-02"
                     *           },
                     *           "createdAt": "2026-03-02T09:00:00.000Z",
                     *           "updatedAt": "2026-03-02T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["SavedReportList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSavedReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Monthly hours for payroll",
                 *       "employeeId": null,
                 *       "projectId": null,
                 *       "format": "xlsx",
                 *       "schedule": "monthly",
                 *       "recipientIds": [
                 *         "f62f03c5-aaaf-49dc-892f-80f1c42d76bc"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SavedReportBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9697704b-d8a9-4e12-ae45-28c6cd54e9ad",
                     *       "name": "Monthly hours for payroll",
                     *       "employee": null,
                     *       "project": null,
                     *       "format": "xlsx",
                     *       "schedule": "monthly",
                     *       "recipients": [
                     *         {
                     *           "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *           "name": "Asha Verma",
                     *           "employeeCode": "DEMO-EMP-1-00000001"
                     *         }
                     *       ],
                     *       "lastSentPeriodStart": "2026-02-01",
                     *       "nextMail": {
                     *         "startDate": "2026-03-01",
                     *         "endDate": "2026-03-31",
                     *         "sendsOn": "2026-04-01"
                     *       },
                     *       "createdAt": "2026-03-02T09:00:00.000Z",
                     *       "updatedAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SavedReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSavedReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Monthly hours for payroll",
                 *       "employeeId": null,
                 *       "projectId": null,
                 *       "format": "xlsx",
                 *       "schedule": "weekly",
                 *       "recipientIds": [
                 *         "f62f03c5-aaaf-49dc-892f-80f1c42d76bc"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SavedReportBody"];
            };
        };
        responses: {
            /** @description Change one of the caller’s saved reports; a new schedule starts with the next full period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "62598da7-0645-4cac-9676-eff747cc5c10",
                     *       "name": "Monthly hours for payroll",
                     *       "employee": null,
                     *       "project": null,
                     *       "format": "xlsx",
                     *       "schedule": "weekly",
                     *       "recipients": [
                     *         {
                     *           "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *           "name": "Asha Verma",
                     *           "employeeCode": "DEMO-EMP-1-00000001"
                     *         }
                     *       ],
                     *       "lastSentPeriodStart": null,
                     *       "nextMail": {
                     *         "startDate": "2026-02-23",
                     *         "endDate": "2026-03-01",
                     *         "sendsOn": "2026-03-02"
                     *       },
                     *       "createdAt": "2026-03-02T09:00:00.000Z",
                     *       "updatedAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SavedReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSavedReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMyApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller’s personal API tokens that are not revoked, newest first (never their secrets). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [],
                     *       "total": 0,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["ApiTokenList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrganizationApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation’s API tokens that are not revoked, newest first (administrators). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [],
                     *       "total": 0,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["ApiTokenList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiTokenBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation’s webhook subscriptions, newest first (never their signing secrets). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [],
                     *       "total": 0,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Payroll sync (leave decisions only)",
                 *       "events": [
                 *         "leave.decided"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhookBody"];
            };
        };
        responses: {
            /** @description Change a webhook’s URL, description or events, switch it on or off, or allow or refuse private network addresses (a new URL is checked under the setting it is sent with). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "21f1809e-e591-46f9-a372-e3f39fe81507",
                     *       "url": "https://203.0.113.24/pulse/webhooks",
                     *       "description": "Payroll sync (leave decisions only)",
                     *       "events": [
                     *         "leave.decided"
                     *       ],
                     *       "isActive": true,
                     *       "allowPrivateTargets": false,
                     *       "createdBy": {
                     *         "id": "f62f03c5-aaaf-49dc-892f-80f1c42d76bc",
                     *         "name": "Asha Verma"
                     *       },
                     *       "createdAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    pingWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "71bf801a-b52f-4e81-be16-377477aeb4ca",
                     *       "eventType": "ping",
                     *       "eventId": "5c0c4d3c-5ba1-4e2b-9029-b6fe75fee84d",
                     *       "status": "pending",
                     *       "attempts": 0,
                     *       "lastStatusCode": null,
                     *       "lastResponseExcerpt": null,
                     *       "lastError": null,
                     *       "nextAttemptAt": "2026-03-02T09:00:00.000Z",
                     *       "deliveredAt": null,
                     *       "createdAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook’s most recent deliveries, newest first, with their status and last answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "be8e2ae1-6333-49fa-ba4e-c48eecab5540",
                     *           "eventType": "ping",
                     *           "eventId": "9f1b5f31-04d1-44ca-83d8-757d7e1082fa",
                     *           "status": "pending",
                     *           "attempts": 0,
                     *           "lastStatusCode": null,
                     *           "lastResponseExcerpt": null,
                     *           "lastError": null,
                     *           "nextAttemptAt": "2026-03-02T09:00:00.000Z",
                     *           "deliveredAt": null,
                     *           "createdAt": "2026-03-02T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "page": 1,
                     *       "pageSize": 1,
                     *       "totalPages": 1,
                     *       "next": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0f0b6348-9871-4fd0-b383-df2f8a7d3a08",
                     *       "eventType": "ping",
                     *       "eventId": "1a077953-f167-43b5-b35a-80b53706428a",
                     *       "status": "pending",
                     *       "attempts": 0,
                     *       "lastStatusCode": null,
                     *       "lastResponseExcerpt": null,
                     *       "lastError": null,
                     *       "nextAttemptAt": "2026-03-02T09:00:00.000Z",
                     *       "deliveredAt": null,
                     *       "createdAt": "2026-03-02T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            414: components["responses"]["UriTooLong"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
