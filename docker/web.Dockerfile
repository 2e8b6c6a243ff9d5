# syntax=docker/dockerfile:1
# The static front-ends (shell + four remotes) behind nginx. Build context: the repository root.
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/auth/package.json libs/auth/
COPY libs/ui/package.json libs/ui/
COPY libs/rich-text/package.json libs/rich-text/
COPY libs/router/package.json libs/router/
COPY libs/membership/package.json libs/membership/
COPY libs/testing/package.json libs/testing/
COPY libs/play-by-play/package.json libs/play-by-play/
COPY shell/package.json shell/
COPY mfe-league-public/package.json mfe-league-public/
COPY mfe-league-admin/package.json mfe-league-admin/
COPY mfe-team/package.json mfe-team/
COPY mfe-user/package.json mfe-user/
COPY services/api/package.json services/api/
COPY e2e/package.json e2e/
COPY docker/package.json docker/
RUN npm ci
COPY . .
RUN npx nx run-many -t build -p @dugout/shell @dugout/mfe-league-public @dugout/mfe-league-admin @dugout/mfe-team @dugout/mfe-user --skipNxCache

FROM nginx:1.27-bookworm AS runtime
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY docker/nginx-security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /app/shell/dist /usr/share/nginx/html
COPY --from=build /app/mfe-league-public/dist /usr/share/nginx/html/mf/mfe-league-public
COPY --from=build /app/mfe-league-admin/dist /usr/share/nginx/html/mf/mfe-league-admin
COPY --from=build /app/mfe-team/dist /usr/share/nginx/html/mf/mfe-team
COPY --from=build /app/mfe-user/dist /usr/share/nginx/html/mf/mfe-user
EXPOSE 80
HEALTHCHECK --interval=15s --timeout=3s --retries=5 CMD ["curl", "-fsS", "http://127.0.0.1/"]
