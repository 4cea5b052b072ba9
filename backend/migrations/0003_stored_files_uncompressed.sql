-- Custom migration (drizzle-kit cannot express column storage): keep file bytes uncompressed out of line, so
-- substring() reads only the chunks of a byte range instead of decompressing the whole file. Pictures and
-- videos do not compress anyway.
ALTER TABLE "stored_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;
