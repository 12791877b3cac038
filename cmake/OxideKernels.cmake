# oxide_add_kernels(TARGET <target> SOURCES <a.cu> ... [UNCHECKED_INDEXING])
#
# Runs each .cu through oxide-rewrite (checks, then plain CUDA C++) and
# compiles the result into <target> with the CUDA compiler. A check that fails
# fails the build, and nvcc never sees the file. Each a.cu also gets a header
# a.oxide.h of host launchers, on <target>'s include path, so its .cpp files
# (compiled by the C++ compiler) can launch the kernels.
#
# UNCHECKED_INDEXING, or -DOXIDE_UNCHECKED_INDEXING=ON for the whole build
# (or OXIDE_UNCHECKED_INDEXING=1 in oxide-rewrite's environment): `a[i]` on
# oxide slices loses its bounds check in these files. oxide-rewrite prints a
# one-line warning for each file it rewrites that way.
# cmake 3.25 predates nvcc 13 and does not know its C++20 flag: teach it.
if(CMAKE_CUDA_COMPILER_LOADED AND NOT CMAKE_CUDA20_STANDARD_COMPILE_OPTION)
  set(CMAKE_CUDA20_STANDARD_COMPILE_OPTION "-std=c++20")
  set(CMAKE_CUDA20_EXTENSION_COMPILE_OPTION "-std=c++20")
  set(CMAKE_CUDA20_COMPILE_FEATURES cuda_std_20)
  list(APPEND CMAKE_CUDA_COMPILE_FEATURES cuda_std_20)
endif()

# The rewriter: this build's target, or the installed one (OxideConfig.cmake).
if(NOT DEFINED OXIDE_REWRITE_COMMAND)
  set(OXIDE_REWRITE_COMMAND oxide-rewrite)
endif()

option(OXIDE_UNCHECKED_INDEXING "oxide: drop the bounds check behind a[i] on oxide slices in every oxide_add_kernels file" OFF)
if(OXIDE_UNCHECKED_INDEXING)
  message(STATUS "oxide: OXIDE_UNCHECKED_INDEXING=ON: a[i] on oxide slices is not bounds-checked in this build")
endif()

function(oxide_add_kernels)
  cmake_parse_arguments(ARG "UNCHECKED_INDEXING" "TARGET" "SOURCES" ${ARGN})
  set(unchecked "")
  if(ARG_UNCHECKED_INDEXING OR OXIDE_UNCHECKED_INDEXING)
    set(unchecked "--unchecked-indexing")
  endif()
  if(NOT ARG_TARGET OR NOT ARG_SOURCES)
    message(FATAL_ERROR "oxide_add_kernels: usage: oxide_add_kernels(TARGET t SOURCES a.cu ...)")
  endif()
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(abs "${src}" ABSOLUTE)
    get_filename_component(name "${src}" NAME_WE)
    get_filename_component(dir "${abs}" DIRECTORY)
    set(out "${CMAKE_CURRENT_BINARY_DIR}/oxide/${name}.oxide.cu")
    set(header "${CMAKE_CURRENT_BINARY_DIR}/oxide/${name}.oxide.h")
    add_custom_command(OUTPUT "${out}" "${header}"
      COMMAND ${CMAKE_COMMAND} -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/oxide"
      # The target's include paths and definitions reach the parse, too.
      COMMAND ${OXIDE_REWRITE_COMMAND} "${abs}" -o "${out}" --header "${header}" ${unchecked} --
              "$<$<BOOL:$<TARGET_PROPERTY:${ARG_TARGET},INCLUDE_DIRECTORIES>>:-I$<JOIN:$<TARGET_PROPERTY:${ARG_TARGET},INCLUDE_DIRECTORIES>,;-I>>"
              "$<$<BOOL:$<TARGET_PROPERTY:${ARG_TARGET},COMPILE_DEFINITIONS>>:-D$<JOIN:$<TARGET_PROPERTY:${ARG_TARGET},COMPILE_DEFINITIONS>,;-D>>"
      DEPENDS "${abs}" ${OXIDE_REWRITE_COMMAND}
      COMMAND_EXPAND_LISTS
      COMMENT "oxide-rewrite ${src}"
      VERBATIM)
    target_sources(${ARG_TARGET} PRIVATE "${out}" "${header}")
    # The rewritten copy lives in the build tree; its quoted includes still
    # resolve against the user's directory.
    set_property(SOURCE "${out}" APPEND PROPERTY INCLUDE_DIRECTORIES "${dir}")
  endforeach()
  target_include_directories(${ARG_TARGET} PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/oxide")
  # The rewritten files and device_lib are C++20.
  set_property(TARGET ${ARG_TARGET} PROPERTY CUDA_STANDARD 20)
  target_link_libraries(${ARG_TARGET} PRIVATE oxide::device_lib)
  # 2803: attribute namespace "oxide" is unrecognized (until the rewriter
  # strips the attributes).
  target_compile_options(${ARG_TARGET} PRIVATE
    $<$<COMPILE_LANGUAGE:CUDA>:--expt-relaxed-constexpr -diag-suppress=2803>)
endfunction()
