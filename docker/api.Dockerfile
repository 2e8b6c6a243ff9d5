# syntax=docker/dockerfile:1
# The NestJS API. Build context: the repository root.
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 (the embedded database) compiles from source where its prebuilt binary cannot be fetched.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
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
# The web build too: the API draws each page's first screen from it and names the files the page
# needs (services/api/src/bootstrap/first-view.ts); nginx serves the files themselves.
RUN npx nx run-many -t build -p @dugout/api @dugout/shell @dugout/mfe-league-public @dugout/mfe-league-admin @dugout/mfe-team @dugout/mfe-user --skipNxCache \
 && npm prune --omit=dev

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    UPLOAD_DIR=/data/upload
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/libs/contracts/package.json ./libs/contracts/package.json
COPY --from=build /app/libs/contracts/dist ./libs/contracts/dist
COPY --from=build /app/libs/play-by-play/package.json ./libs/play-by-play/package.json
COPY --from=build /app/libs/play-by-play/dist ./libs/play-by-play/dist
COPY --from=build /app/services/api/package.json ./services/api/package.json
COPY --from=build /app/services/api/dist ./services/api/dist
COPY --from=build /app/services/api/assets ./services/api/assets
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mfe-league-public/dist ./mfe-league-public/dist
COPY --from=build /app/mfe-league-admin/dist ./mfe-league-admin/dist
COPY --from=build /app/mfe-team/dist ./mfe-team/dist
COPY --from=build /app/mfe-user/dist ./mfe-user/dist
RUN mkdir -p /data/upload && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "services/api/dist/bootstrap/main.js"]
