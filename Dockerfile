# One image for every part of the stack; docker-compose.yml picks the command each container runs.
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mfe-auth/package.json mfe-auth/
COPY mfe-accounts/package.json mfe-accounts/
COPY mfe-transactions/package.json mfe-transactions/
COPY mfe-placeholders/package.json mfe-placeholders/
COPY api/package.json api/
COPY emulators/package.json emulators/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production
